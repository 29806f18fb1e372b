/**
 * Share preview end to end (issue 32): an editor makes a link in the page editor's dialog, a
 * signed-out browser opens it and sees the draft with the banner, the editor revokes it (after
 * the confirmation) and the visitor's next view answers 410 with the page that says so. On the
 * way the visitor leaves a comment on a block (the link allows them), which staff then find on it.
 * axe checks the dialog and the visitor's pages.
 */
import { ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import { createStaff, TestClient } from "../_utils/app.ts";
import { ADMIN_WINDOW, seriousViolations, signInToAdmin, watchErrors } from "../_utils/e2e.ts";
import { createTestPage } from "../_utils/pages.ts";
import { startTestServer } from "../_utils/server.ts";
import { shareClock } from "../../lib/ops/pages/share_links.ts";

const PASSWORD = "Staff-pass-1!";
const SHOTS = Deno.env.get("SCREENSHOTS");

/** Screenshots at the laptop and phone sizes, when SCREENSHOTS names a folder. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

browserTest(
  "share preview: made in the editor, seen signed out, revoked or expired, then 410",
  async (
    browser,
  ) => {
    const server = await startTestServer();
    try {
      const eva = await createStaff(server.app.deps, {
        roleID: 2,
        name: "Eva Editor",
        password: PASSWORD,
      });
      const staff = await new TestClient(server.app.app).signIn(eva.email, PASSWORD);
      const { pageID, pageVersionID } = await createTestPage(staff, {
        title: "Complaints procedure",
        content: [{ type: "heading", key: "h", props: { text: "How to complain", level: 2 } }],
      });

      const editorContext = await browser.newContext(ADMIN_WINDOW);
      const editor = await editorContext.newPage();
      const errors = watchErrors(editor);
      await signInToAdmin(editor, server.url, eva.email, PASSWORD);
      await editor.goto(`${server.url}/cmsadmin/page/${pageID}`);
      await editor.getByRole("button", { name: "Share preview" }).click();
      const dialog = editor.getByRole("dialog", { name: "Share a preview" });
      await dialog.getByText("This page has no live share links.").waitFor();
      ok((await dialog.getByLabel("Valid for").inputValue()) === "168", "7 days by default");
      await dialog.getByLabel("Allow comments").check();
      ok((await seriousViolations(editor, '[role="dialog"]')).length === 0, "axe: the dialog");
      await dialog.getByRole("button", { name: "Create link" }).click();
      const field = dialog.getByRole("textbox", { name: "Share link" });
      await field.waitFor();
      const url = await field.inputValue();
      ok(url.startsWith(`${server.url}/preview/`), url);
      await dialog.getByRole("button", { name: "Copy link" }).waitFor();
      const row = dialog.getByRole("listitem").filter({ hasText: "Eva Editor" });
      await row.waitFor();
      ok((await seriousViolations(editor, '[role="dialog"]')).length === 0, "axe: with the link");

      // A reviewer without an account, in a browser of their own.
      const visitorContext = await browser.newContext({ bypassCSP: true });
      const visitor = await visitorContext.newPage();
      const seen = await visitor.goto(url);
      ok(seen?.status() === 200, `status ${seen?.status()}`);
      await visitor.getByText("Preview of an unpublished version — not public").waitFor();
      await visitor.getByRole("heading", { name: "How to complain" }).waitFor();
      ok((await seriousViolations(visitor)).length === 0, "axe: the shared preview");
      await shots(visitor, "preview-comments");

      // The link allows comments: the reviewer leaves one on the heading, without an account.
      await visitor.getByLabel("Your name").fill("Dr. Vos");
      await visitor.getByLabel("Your e-mail address").fill("vos@example.org");
      await visitor.getByLabel("About").selectOption({ label: "1. How to complain" });
      await visitor.getByLabel("Your comment").fill("Say how long an answer takes.");
      await visitor.getByRole("button", { name: "Send the comment" }).click();
      await visitor.getByRole("status").filter({ hasText: "your comment was sent" }).waitFor();
      const item = visitor.getByRole("listitem").filter({
        hasText: "Say how long an answer takes.",
      });
      await item.getByText("Dr. Vos — How to complain").waitFor();
      ok((await seriousViolations(visitor)).length === 0, "axe: the preview with a comment");
      await shots(visitor, "preview-commented");
      const listed = await staff.get(`/api/ximblox/page/version/${pageVersionID}/comments`);
      const theirs = listed.body.comments.find((c: { author: { name: string } }) =>
        c.author.name === "Dr. Vos"
      );
      ok(theirs?.blockKey === "h" && theirs.author.guest, JSON.stringify(listed.body));

      await row.getByRole("button", { name: /^Revoke the link by Eva Editor/ }).click();
      await row.getByRole("button", { name: "Revoke link" }).click();
      await dialog.getByText("This page has no live share links.").waitFor();

      const gone = await visitor.reload();
      ok(gone?.status() === 410, `status ${gone?.status()}`);
      await visitor.getByRole("heading", { name: "This preview link no longer works" }).waitFor();
      ok(!(await visitor.content()).includes("How to complain"), "never the page itself");
      ok((await seriousViolations(visitor)).length === 0, "axe: the 410 page");

      // A link that ran out: an hour's link, seen, then an hour and a moment later (the links'
      // clock moved on, no waiting) refused with the same page.
      const hour = await staff.post(`/api/ximblox/page/version/${pageVersionID}/share`, {
        hours: 1,
      });
      ok((await visitor.goto(hour.body.url))?.status() === 200, "seen within the hour");
      const real = shareClock.now;
      shareClock.now = () => real() + 60 * 60_000 + 1;
      try {
        const expired = await visitor.reload();
        ok(expired?.status() === 410, `status ${expired?.status()}`);
        await visitor.getByText("The link has expired.").waitFor();
        ok(!(await visitor.content()).includes("How to complain"), "never the page itself");
      } finally {
        shareClock.now = real;
      }
      ok(errors.length === 0, errors.join("\n"));
    } finally {
      await server.close();
    }
  },
);
