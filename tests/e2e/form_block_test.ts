/**
 * The form block in the admin's page editor: choosing a template by name, with a heading and an
 * introduction, publishing, and the form on the public page (a block without a template, or with
 * one that does not exist, is refused on store: tests/routes/form_submit_test.ts). axe-core finds
 * no serious violation in the block editor.
 */
import { deepStrictEqual, equal } from "node:assert";
import { browserTest } from "../_utils/browser.ts";
import { addBlock, publishFromEditor, seriousViolations, signIn } from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";
import { createStaff } from "../_utils/app.ts";
import { buildIslandsIfStale } from "../../tools/build_islands.ts";

browserTest(
  "form block: choose a template by name, publish, the form on the page",
  async (browser) => {
    await buildIslandsIfStale();
    const server = await startTestServer();
    const admin = await server.app.signedIn(1);
    for (const name of ["Contactformulier", "Klachtenformulier"]) {
      const created = await admin.post("/api/ximblox/forms", {
        name,
        receiverEmail: "desk@example.com",
        confirmationTitle: "Bedankt",
        confirmationText: "",
        fields: [{ id: "naam", label: `Naam voor ${name}`, kind: "short-text" }],
      });
      equal(created.status, 201, created.raw);
    }
    const context = await browser.newContext({ locale: "en-GB", bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (err) => errors.push(err.message));
    try {
      await signIn(page.context(), server.url, server.adminEmail, server.adminPassword);
      await page.goto(`${server.url}/cmsadmin/new-page`);
      await page.getByLabel(/^Title/).fill("Klachten");
      await page.getByText("This slug is available.").waitFor();
      await page.getByRole("button", { name: "Create page" }).click();
      await page.getByRole("heading", { name: "Klachten", level: 1 }).waitFor();

      await addBlock(page, "Form");
      const editor = page.locator('[data-block-type="form"]');
      const select = editor.getByRole("combobox", { name: /^Form template/ });
      await select.click();
      await page.getByRole("option", { name: "Klachtenformulier" }).click();
      equal(await select.inputValue(), "Klachtenformulier");
      await editor.getByLabel(/^Heading/).fill("Uw klacht");
      await editor.getByLabel(/^Introduction/).fill("Wij horen het graag.");
      deepStrictEqual(await seriousViolations(page, '[data-block-type="form"]'), []);

      await publishFromEditor(page);
      await page.getByText("The page is published.").last().waitFor();
      const site = await context.newPage();
      await site.goto(`${server.url}/klachten`);
      await site.getByRole("heading", { name: "Uw klacht" }).waitFor();
      await site.getByText("Wij horen het graag.").waitFor();
      await site.getByLabel("Naam voor Klachtenformulier").waitFor();

      // An editor (no manage-forms) sees the template by its name too, not a number to type.
      const editorPassword = "Quartz-pass-1!";
      const editorUser = await createStaff(server.app.deps, {
        roleID: 2,
        password: editorPassword,
      });
      const other = await browser.newContext({ locale: "en-GB", bypassCSP: true });
      try {
        const tab = await other.newPage();
        await signIn(tab.context(), server.url, editorUser.email, editorPassword);
        // The page editor the administrator is on, at the same address.
        await tab.goto(page.url());
        const block = tab.locator('[data-block-type="form"]');
        const chosen = block.getByRole("combobox", { name: /^Form template/ });
        // Once the names have loaded, the chosen one shows.
        await tab.waitForFunction(
          (input) => (input as HTMLInputElement).value === "Klachtenformulier",
          await chosen.elementHandle(),
        );
        equal(await block.getByRole("spinbutton").count(), 0, "no number to type");
      } finally {
        await other.close();
      }
      deepStrictEqual(errors, []);
    } finally {
      await context.close();
      await server.close();
    }
  },
);
