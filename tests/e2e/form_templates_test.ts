/**
 * Form templates in a real browser (issue 13): an administrator builds a new form in the admin
 * (settings, three fields, one reordered by keyboard, the live preview counting characters),
 * is asked before leaving with unsaved changes, saves it and finds it in the overview; after a
 * visitor's submission (through submitForm) the overview counts it unread, the submissions
 * screen lists it, the detail dialog shows the answers as typed (escaped) and marks it read,
 * and the CSV export downloads with its byte order mark. The drag handle reorders by keyboard
 * too; a save over someone else's offers to reload; a form a page shows is not deleted, the
 * dialog naming the page. axe-core checks every screen and dialog.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import {
  contextApi,
  dismissNotifications,
  navLink,
  seriousViolations,
  signInToAdmin,
  transitionsDone,
} from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";
import { createTestPage } from "../_utils/pages.ts";
import { submitForm } from "../../lib/ops/forms/_submit_form.ts";

async function noSerious(page: Page, where: string) {
  const found = await seriousViolations(page);
  deepStrictEqual(found, [], `${where}: ${JSON.stringify(found, null, 2)}`);
}

/** The labels of the editor's field cards, in order. */
function fieldLabels(page: Page) {
  return page.locator("section[data-field-key]").evaluateAll((cards) =>
    cards.map((c) => (c.querySelector("input[id$='-label']") as HTMLInputElement).value)
  );
}

browserTest(
  "form templates: build a form, reorder by keyboard, save, read a submission, export",
  async (
    browser,
  ) => {
    const server = await startTestServer();
    const context = await browser.newContext({
      locale: "en-GB",
      acceptDownloads: true,
      bypassCSP: true,
    });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (err) => pageErrors.push(err.message));
    try {
      await signInToAdmin(page, server.url, server.adminEmail, server.adminPassword);
      await (await navLink(page, "Site", "Forms")).click();
      await page.getByRole("heading", { name: "Forms", level: 1 }).waitFor();
      await page.getByText("There are no forms yet.").waitFor();
      await noSerious(page, "empty overview");

      await page.getByRole("link", { name: "New form" }).click();
      await page.getByRole("heading", { name: "New form", level: 1 }).waitFor();
      // Saving too early names what is missing, at each setting and for the field list.
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByText("Add at least one field.").waitFor();
      await page.getByText("The Template name field is required.").waitFor();
      await noSerious(page, "editor with errors");
      await page.getByLabel("Template name").fill("Appointment request");
      await page.getByLabel("Receiving e-mail address").fill("desk@example.com");
      await page.getByLabel("Confirmation title").fill("Thank you");
      await page.getByLabel("Confirmation text").fill("We will call you back.");
      // Filled in, its "required" error goes at once, not at the next save (issue 19).
      deepStrictEqual(await page.getByText("The Template name field is required.").count(), 0);

      // Three fields: the label input of a new field has the focus.
      const addField = page.getByRole("button", { name: "Add field" });
      await addField.click();
      await page.keyboard.type("Full name");
      // A field added: "add at least one field" no longer holds.
      deepStrictEqual(await page.getByText("Add at least one field.").count(), 0);
      await addField.click();
      await page.keyboard.type("E-mail");
      const emailCard = page.locator("section[data-field-key]").nth(1);
      await emailCard.getByRole("combobox", { name: "Type" }).click();
      await page.getByRole("option", { name: "E-mail address" }).click();
      await addField.click();
      await page.keyboard.type("Remarks");
      const remarks = page.locator("section[data-field-key]").nth(2);
      await remarks.getByRole("combobox", { name: "Type" }).click();
      await page.getByRole("option", { name: "Long text" }).click();
      await remarks.getByLabel("Character limit").fill("20");
      deepStrictEqual(await remarks.getByLabel("Key").inputValue(), "remarks");

      // Remarks up by keyboard: the focus stays on its button, the move is announced.
      const moveUp = page.getByRole("button", { name: "Move Remarks up" });
      await moveUp.focus();
      await page.keyboard.press("Enter");
      deepStrictEqual(await fieldLabels(page), ["Full name", "Remarks", "E-mail"]);
      await page.waitForFunction(() =>
        document.activeElement?.getAttribute("aria-label") === "Move Remarks up"
      );
      await page.getByText("Remarks moved to position 2 of 3.").waitFor({ state: "attached" });

      // The live preview follows: the fields in order, characters left as one types.
      const preview = page.getByRole("region", { name: "Preview" });
      deepStrictEqual(
        await preview.locator("label.mantine-InputWrapper-label")
          .evaluateAll((ls) => ls.map((l) => l.textContent?.trim())),
        ["Full name *", "Remarks *", "E-mail *"],
      );
      await preview.getByLabel("Remarks").fill("Héllo 😀");
      await preview.getByText("13 characters left").waitFor();
      await preview.getByRole("button", { name: "Send" }).click();
      await preview.getByText("This field is required").first().waitFor();
      await noSerious(page, "editor");

      // Leaving with unsaved changes asks first.
      await page.getByRole("link", { name: "Back to forms" }).click();
      const guard = page.getByRole("dialog", { name: "Unsaved changes" });
      await guard.waitFor();
      await guard.getByRole("button", { name: "Stay" }).click();

      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByText("The form “Appointment request” was saved.").waitFor();
      await page.waitForURL(/\/cmsadmin\/forms\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split("/").pop());
      const stored = await contextApi(context, server.url, "GET", `/api/ximblox/forms/${id}`);
      deepStrictEqual(
        stored.body.template.fields.map((f: { id: string; kind: string }) => [f.id, f.kind]),
        [
          ["full-name", "short-text"],
          ["remarks", "long-text"],
          ["e-mail", "email"],
        ],
      );
      deepStrictEqual(stored.body.template.fields[1].limit, 20);
      await dismissNotifications(page);

      // The overview lists it; a visitor's submission shows as unread.
      const sent = await submitForm(server.app.deps, {
        templateID: id,
        values: {
          "full-name": "<b>Zoë</b> de Vries",
          remarks: "Line one\nline two",
          "e-mail": "zoe@example.nl",
        },
      });
      ok(sent.ok);
      await sent.mailDelivery;
      await page.getByRole("link", { name: "Back to forms" }).click();
      const row = page.getByRole("row", { name: /Appointment request/ });
      await row.getByText("1 submission").waitFor();
      await row.getByText("1 unread").waitFor();
      await noSerious(page, "overview");

      await row.getByRole("link", { name: "1 submission" }).click();
      await page.getByRole("heading", { name: "Submissions: Appointment request" }).waitFor();
      const listRow = page.getByRole("row", { name: /Zoë/ });
      await listRow.getByText("Unread").waitFor();
      await noSerious(page, "submissions");

      await listRow.getByRole("button", { name: /^Open the submission of/ }).click();
      const dialog = page.getByRole("dialog", { name: /^Submission of/ });
      await dialog.waitFor();
      // Typed markup is shown as text, never as markup.
      await dialog.getByText("<b>Zoë</b> de Vries").waitFor();
      deepStrictEqual(await dialog.locator("b").count(), 0);
      await dialog.getByText("zoe@example.nl").waitFor();
      // A modal fades in: axe would count a half-transparent text's contrast wrong.
      await transitionsDone(dialog);
      await noSerious(page, "submission dialog");
      await dialog.getByRole("button", { name: "Close" }).last().click();
      await dialog.waitFor({ state: "hidden" });
      await listRow.getByText("Read", { exact: true }).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export CSV" }).click(),
      ]);
      ok(/^appointment-request-\d{4}-\d{2}-\d{2}\.csv$/.test(download.suggestedFilename()));
      const csv = await Deno.readTextFile(await download.path());
      ok(csv.startsWith("\uFEFF"), "UTF-8 with BOM");
      ok(csv.includes("<b>Zoë</b> de Vries"), csv);
      ok(csv.includes('"Line one\nline two"'), csv);

      // Reorder by the drag handle's keyboard mode too: pick up, arrow down, drop.
      await page.goto(`${server.url}/cmsadmin/forms/${id}`);
      const handle = page.getByRole("button", { name: "Move Full name, field 1" });
      await handle.focus();
      // dnd-kit measures between the steps: each once the one before has taken (the handle
      // pressed, the move announced).
      await page.keyboard.press("Space");
      await page.waitForFunction(() =>
        document.activeElement?.getAttribute("aria-pressed") === "true"
      );
      await page.keyboard.press("ArrowDown");
      await page.getByText("Full name is over position 2.").waitFor({ state: "attached" });
      await page.keyboard.press("Space");
      await page.getByText("Full name dropped at position 2.").waitFor({ state: "attached" });
      deepStrictEqual(await fieldLabels(page), ["Remarks", "Full name", "E-mail"]);

      // Someone else saves meanwhile: saving here offers to reload, which shows their version.
      const current = (await contextApi(context, server.url, "GET", `/api/ximblox/forms/${id}`))
        .body.template;
      const { id: _id, revision, createdAt: _c, updatedAt: _u, ...body } = current;
      await contextApi(context, server.url, "PUT", `/api/ximblox/forms/${id}`, {
        ...body,
        name: "Call-back request",
        revision,
      });
      await page.getByRole("button", { name: "Save", exact: true }).click();
      const conflict = page.getByRole("alert").filter({ hasText: "Someone else saved this form" });
      await conflict.waitFor();
      await conflict.getByRole("button", { name: "Reload form" }).click();
      await page.getByRole("heading", { name: "Call-back request", level: 1 }).waitFor();
      deepStrictEqual(await fieldLabels(page), ["Full name", "Remarks", "E-mail"]);

      // A form a page shows is not deleted: the dialog names the page.
      const api = await server.app.signedIn(1);
      await createTestPage(api, {
        title: "Call us back",
        slug: "call-back",
        content: [{ type: "form", key: "f", props: { templateID: id } }],
      });
      await page.getByRole("link", { name: "Back to forms" }).click();
      await page.getByRole("button", { name: "Delete Call-back request" }).click();
      const inUse = page.getByRole("dialog", { name: "This form is in use" });
      await inUse.getByRole("link", { name: "Call us back" }).waitFor();
      await transitionsDone(inUse);
      await noSerious(page, "in-use dialog");
      await inUse.getByRole("button", { name: "Close" }).last().click();
      await inUse.waitFor({ state: "hidden" });

      deepStrictEqual(pageErrors, []);
    } finally {
      await context.close();
      await server.close();
    }
  },
);
