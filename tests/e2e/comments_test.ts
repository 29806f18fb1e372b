/**
 * Comments on drafts through a review cycle (issue 32), in a real browser against the real
 * server: the editor comments on a block (mentioning the publisher through the @ list, by
 * keyboard) and requests publication; the publisher is mailed the mention, finds it on the
 * dashboard, sees the open comment in the review, adds a block comment there and rejects with it;
 * the editor sees it beside the block, and resolves both. axe-core checks the editor with the
 * drawer open, the review dialog and the dashboard. With SCREENSHOT_DIR set, each screen is
 * photographed at 1366×768 and 390×844.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { browserTest } from "../_utils/browser.ts";
import {
  ADMIN_WINDOW,
  contextApi,
  dismissNotifications,
  seriousViolations,
  signInToAdmin,
  waitForMail,
  watchErrors,
} from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";
import { createStaff } from "../_utils/app.ts";
import { ROLE_IDS } from "../../lib/content/permissions.ts";

const PASSWORD = "Cobalt-secret-42!";

/** Screenshots for a person to look at, at both sizes, when SCREENSHOT_DIR is set. */
async function snap(page: Page, name: string) {
  const dir = Deno.env.get("SCREENSHOT_DIR");
  if (!dir) return;
  for (const [width, height] of [[1366, 768], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/comments-${name}-${width}.png` });
  }
  await page.setViewportSize(ADMIN_WINDOW.viewport);
}

browserTest("comments: a block comment through a review cycle", async (browser) => {
  const server = await startTestServer();
  try {
    const deps = server.app.deps;
    const editorUser = await createStaff(deps, {
      roleID: ROLE_IDS.editor,
      name: "Eddie Editor",
      email: "eddie@example.com",
      password: PASSWORD,
    });
    const publisherUser = await createStaff(deps, {
      roleID: ROLE_IDS.publisher,
      name: "Pia Publisher",
      email: "pia@example.com",
      password: PASSWORD,
    });

    // The editor's page, made through the API: the editor's screen is what this test is about.
    const editorContext = await browser.newContext(ADMIN_WINDOW);
    const ed = await editorContext.newPage();
    const edErrors = watchErrors(ed);
    await signInToAdmin(ed, server.url, editorUser.email, PASSWORD);
    const created = await contextApi(
      editorContext,
      server.url,
      "POST",
      "/api/ximblox/page/create",
      {
        title: "Fasting blood test",
        slug: "fasting-blood-test",
        type: "page",
        locale: "en-gb",
        content: [
          { type: "heading", key: "intro", props: { text: "Fast for twelve hours" } },
          { type: "heading", key: "results", props: { text: "Results in two days" } },
        ],
      },
    );
    const pageID = created.body.pageID as number;
    await ed.goto(`${server.url}/cmsadmin/page/${pageID}`);
    await ed.getByRole("heading", { name: "Fasting blood test", level: 1 }).waitFor();

    // A comment on the first block, mentioning the publisher by keyboard from the @ list.
    const introCard = ed.locator('[data-block-key="intro"]');
    await introCard.getByRole("button", { name: /^Comments on Heading/ }).click();
    let drawer = ed.getByRole("dialog", { name: /^Comments on Heading \(1 of 2\)/ });
    const field = drawer.getByRole("textbox", { name: /^New comment/ });
    await field.waitFor();
    deepStrictEqual(await field.evaluate((e) => e === document.activeElement), true);
    await field.pressSequentially("Is twelve hours right? @Pi");
    const option = drawer.getByRole("option", { name: "@Pia Publisher" });
    await option.waitFor();
    deepStrictEqual(await option.getAttribute("aria-selected"), "true");
    await field.press("Enter");
    await field.pressSequentially("please check.");
    deepStrictEqual(
      await field.inputValue(),
      "Is twelve hours right? @Pia Publisher please check.",
    );
    await drawer.getByRole("button", { name: "Add comment" }).click();
    await drawer.getByText("Is twelve hours right? @Pia Publisher please check.").waitFor();
    deepStrictEqual(await seriousViolations(ed, ".comments-drawer"), [], "drawer accessibility");
    await snap(ed, "1-editor-drawer");
    await ed.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await introCard.getByRole("button", { name: "Comments on Heading: 1 open" }).waitFor();
    // The focus goes back to the block's button (the drawer returns it as it closes).
    await ed.waitForFunction(() =>
      document.activeElement?.getAttribute("aria-label") === "Comments on Heading: 1 open"
    );
    deepStrictEqual(await seriousViolations(ed), [], "editor accessibility");
    await snap(ed, "2-editor-badge");

    // The mention is mailed, with a link that opens the editor at the comment.
    const mention = await waitForMail(server.mails, publisherUser.email);
    ok(mention.subject.includes("Eddie Editor mentioned you"), mention.subject);
    ok(mention.text.includes(`${server.url}/cmsadmin/page/${pageID}?comment=`), mention.text);

    // The editor requests publication.
    await dismissNotifications(ed);
    await ed.getByRole("button", { name: "Request publication" }).click();
    const request = ed.getByRole("dialog", { name: "Request publication" });
    await request.getByLabel(/^Comment for the reviewer/).fill("Ready for review.");
    await request.getByRole("button", { name: "Send request" }).click();
    await request.waitFor({ state: "hidden" });
    await ed.getByText(/^Waiting for review since/).waitFor();

    // The publisher finds the mention on the dashboard.
    const publisherContext = await browser.newContext(ADMIN_WINDOW);
    const pub = await publisherContext.newPage();
    const pubErrors = watchErrors(pub);
    await signInToAdmin(pub, server.url, publisherUser.email, PASSWORD);
    const mentions = pub.getByRole("region", { name: "You were mentioned" });
    const entry = mentions.getByRole("link", { name: "Eddie Editor on “Fasting blood test”" });
    await entry.waitFor();
    deepStrictEqual(
      (await entry.getAttribute("href"))?.startsWith(`/cmsadmin/page/${pageID}?comment=`),
      true,
    );
    deepStrictEqual(await seriousViolations(pub), [], "dashboard accessibility");
    await snap(pub, "3-dashboard");

    // The review shows the open comment; the publisher comments on the block and rejects.
    await pub.goto(`${server.url}/cmsadmin/publication-requests`);
    await pub.getByRole("button", { name: "Review the request for “Fasting blood test”" }).click();
    const review = pub.getByRole("dialog", { name: "Review request" });
    const comments = review.getByRole("region", { name: /^Open comments/ });
    await comments.getByText("Is twelve hours right? @Pia Publisher please check.").waitFor();
    await comments.getByText("1 open comment").waitFor();
    await comments.getByRole("combobox", { name: "About" }).selectOption({
      label: "Heading (2 of 2)",
    });
    await comments.getByRole("textbox", { name: /^New comment/ }).fill(
      "Say “within two working days”. <b>not bold</b>",
    );
    await comments.getByRole("button", { name: "Add comment" }).click();
    await comments.getByText("2 open comments").waitFor();
    // Typed markup stays text.
    await comments.getByText("Say “within two working days”. <b>not bold</b>").waitFor();
    deepStrictEqual(await review.locator("b").count(), 0);
    deepStrictEqual(
      await seriousViolations(pub, ".mantine-Modal-content"),
      [],
      "review dialog accessibility",
    );
    await snap(pub, "4-review");
    // No other feedback: the open comments are the feedback.
    await review.getByRole("button", { name: "Reject" }).click();
    await review.getByText(/^Reject the request\? Eddie Editor receives/).waitFor();
    await review.getByRole("button", { name: "Reject" }).click();
    await review.waitFor({ state: "hidden" });

    // The editor sees the reviewer's comment beside its block, and resolves both.
    await ed.reload();
    await ed.getByText(/^Rejected by Pia Publisher/).waitFor();
    const resultsCard = ed.locator('[data-block-key="results"]');
    await resultsCard.getByRole("button", { name: "Comments on Heading: 1 open" }).click();
    drawer = ed.getByRole("dialog", { name: /^Comments on Heading \(2 of 2\)/ });
    await drawer.getByText("Say “within two working days”. <b>not bold</b>").waitFor();
    await drawer.getByText("Pia Publisher").waitFor();
    await drawer.getByRole("button", { name: "Resolve" }).click();
    await drawer.getByText("No open comments.").waitFor();
    await ed.keyboard.press("Escape");
    await resultsCard.getByRole("button", { name: "Comments on Heading", exact: true })
      .waitFor();
    await ed.getByRole("button", { name: "Comments: 1 open" }).click();
    drawer = ed.getByRole("dialog", { name: "Comments" });
    // The whole page's comments, by block.
    const intro = drawer.getByRole("region", { name: "Heading (1 of 2)" });
    await drawer.getByRole("region", { name: "Heading (2 of 2)" }).getByText("No open comments.")
      .waitFor();
    await intro.getByRole("button", { name: "Resolve", exact: true }).click();
    await intro.getByText("No open comments.").waitFor();
    await intro.getByRole("button", { name: "Show resolved (1)" }).click();
    await intro.getByText("Resolved by Eddie Editor").waitFor();
    await snap(ed, "5-editor-all-resolved");
    await ed.keyboard.press("Escape");
    await ed.getByRole("button", { name: "Comments", exact: true }).waitFor();

    // The history counts the version's comments and shows them read-only.
    await ed.getByRole("button", { name: "More page actions" }).click();
    await ed.getByRole("menuitem", { name: "History" }).click();
    const history = ed.getByRole("dialog", { name: "History" });
    await history.getByRole("button", { name: /^Comments on version \d+$/ }).click();
    await history.getByText("Say “within two working days”. <b>not bold</b>").waitFor();
    await history.getByText("Is twelve hours right? @Pia Publisher please check.").waitFor();
    deepStrictEqual(
      await history.getByRole("button", { name: /^(Reopen|Reply|Resolve)$/ }).count(),
      0,
    );
    await snap(ed, "6-history-comments");

    // The dashboard's entry opens the editor at the comment: its drawer, the thread in focus.
    await pub.goto(`${server.url}/cmsadmin/`);
    await entry.click();
    const linked = pub.getByRole("dialog", { name: /^Comments on Heading \(1 of 2\)/ });
    const thread = linked.getByRole("article", { name: "Eddie Editor" });
    await thread.getByText("Resolved by Eddie Editor").waitFor();
    await pub.waitForFunction(() => document.activeElement?.tagName === "ARTICLE");

    deepStrictEqual(edErrors, []);
    deepStrictEqual(pubErrors, []);
  } finally {
    await server.close();
  }
});
