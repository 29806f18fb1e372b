/**
 * Configuration → Webhooks in a real browser (issue 32): an administrator adds a webhook with the
 * keyboard, sees its signing secret once, a publish is delivered to a real receiver (which checks
 * the signature with the `standardwebhooks` package), the delivery log shows the attempt, and
 * "Send again" sends the same event once more. axe-core at each step. SCREENSHOTS=dir keeps
 * pictures of the screen at 1366×768 and 390×844.
 */
import { deepStrictEqual, ok } from "node:assert";
import type { Page } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { browserTest } from "../_utils/browser.ts";
import { contextApi, navLink, seriousViolations, withAdminPage } from "../_utils/e2e.ts";
import { startTestServer } from "../_utils/server.ts";
import { waitFor } from "../_utils/wait.ts";
import { startWebhookWorker } from "../../lib/ops/webhooks/deliver_webhooks.ts";

const SHOTS = Deno.env.get("SCREENSHOTS");

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png` });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize(size);
}

browserTest("webhooks: add, secret once, delivery log, send again", async (browser) => {
  const received: { id: string; body: string; headers: Record<string, string> }[] = [];
  const receiver = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    // A second webhook's receiver is down: it fails until it is paused.
    if (new URL(req.url).pathname === "/down") return new Response("down", { status: 503 });
    received.push({
      id: req.headers.get("webhook-id")!,
      body: await req.text(),
      headers: Object.fromEntries(req.headers),
    });
    return new Response("received, thank you");
  });
  const server = await startTestServer({
    WEBHOOK_ALLOW_PRIVATE: "true",
    WEBHOOK_RETRY_BASE_MS: "10",
    // Paused at the second failure (the first starts the clock), not after a day.
    WEBHOOK_PAUSE_AFTER_MS: "1",
  });
  const worker = startWebhookWorker(server.app.deps);
  const hookUrl = `http://127.0.0.1:${receiver.addr.port}/hooks/ximblox`;
  try {
    await withAdminPage(browser, server, async (page, { context, errors }) => {
      await (await navLink(page, "Configuration", "Webhooks")).click();
      await page.getByRole("heading", { name: "Webhooks", level: 1 }).waitFor();
      await page.getByText("No webhooks yet.", { exact: false }).waitFor();
      deepStrictEqual(await seriousViolations(page, "main"), [], "the empty screen");
      await shot(page, "webhooks-empty");

      // Added with the keyboard: the dialog's first field has the focus.
      await page.getByRole("button", { name: "Add webhook" }).click();
      const form = page.getByRole("dialog", { name: "Add webhook" });
      await form.getByRole("textbox", { name: "Address (URL)" }).waitFor();
      await page.keyboard.type(hookUrl);
      await form.getByRole("checkbox", { name: "Page published" }).focus();
      await page.keyboard.press("Space");
      ok(await form.getByRole("checkbox", { name: "Include the form answers" }).isDisabled());
      deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "the form");
      await shot(page, "webhooks-form");
      await form.getByRole("button", { name: "Save" }).focus();
      await page.keyboard.press("Enter");

      const secretDialog = page.getByRole("dialog", { name: "The webhook's signing secret" });
      const secret = (await secretDialog.locator("[data-secret]").innerText()).trim();
      ok(/^whsec_[A-Za-z0-9+/=]{44}$/.test(secret), secret);
      await secretDialog.getByRole("button", { name: "Copy secret" }).waitFor();
      deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "the secret");
      await shot(page, "webhooks-secret");
      await secretDialog.getByRole("button", { name: "I have copied it" }).click();
      await secretDialog.waitFor({ state: "detached" });
      await page.reload();
      await page.getByText(hookUrl).waitFor();
      ok(!(await page.content()).includes(secret), "the secret is shown once only");

      const down = (await contextApi(context, server.url, "POST", "/api/ximblox/webhooks", {
        url: `http://127.0.0.1:${receiver.addr.port}/down`,
        events: ["page.published", "media.trashed"],
      })).body.webhook;

      // A publish is delivered, signed.
      const { pageID } =
        (await contextApi(context, server.url, "POST", "/api/ximblox/page/create", {
          title: "Lab tests",
          slug: "lab-tests",
          type: "page",
          locale: "en-gb",
          content: [{ type: "heading", key: "h", props: { text: "Lab tests" } }],
          typeData: {},
        })).body;
      await contextApi(context, server.url, "POST", `/api/ximblox/page/${pageID}/publish`);
      await waitFor("the delivery", 10_000, () => received.length === 1);
      const wh = new Webhook(secret);
      const payload = wh.verify(received[0].body, received[0].headers) as { event: string };
      deepStrictEqual(payload.event, "page.published");

      // The webhook whose receiver is down is paused, and says so.
      await waitFor("the pause", 10_000, async () => {
        const list = await contextApi(context, server.url, "GET", "/api/ximblox/webhooks");
        return list.body.webhooks.some((w: { pausedAt: number | null }) => w.pausedAt !== null);
      });
      await page.reload();
      const downCard = page.locator(`[data-webhook="${down.id}"]`);
      await downCard.getByText("Paused", { exact: true }).waitFor();
      await downCard.getByText(/^Paused since .* Save it again to resume it/).waitFor();
      deepStrictEqual(await seriousViolations(page, "main"), [], "the list with a paused one");
      await shot(page, "webhooks-list");
      await contextApi(context, server.url, "DELETE", `/api/ximblox/webhooks/${down.id}`);

      await page.getByRole("button", { name: `Delivery log of the webhook ${hookUrl}` }).click();
      const log = page.getByRole("dialog", { name: `Delivery log: ${hookUrl}` });
      const rows = log.getByRole("list", { name: "Delivery log" }).getByRole("listitem");
      await rows.first().getByText("Delivered").waitFor();
      await rows.first().getByText(/Answer code 200 · 1 attempt$/).waitFor();
      await rows.first().getByText("Show the answer").click();
      await rows.first().getByText("received, thank you").waitFor();
      deepStrictEqual(await seriousViolations(page, "[role=dialog]"), [], "the delivery log");
      await shot(page, "webhooks-log");

      await rows.first().getByRole("button", { name: /^Send again: Page published, / })
        .click();
      await page.getByText("The event is being sent again.").waitFor();
      await waitFor("the second delivery", 10_000, () => received.length === 2);
      deepStrictEqual(received[1].id, received[0].id, "the same event, the same webhook-id");
      wh.verify(received[1].body, received[1].headers);
      await log.getByRole("button", { name: "Refresh" }).click();
      await waitFor("two rows", 10_000, async () => await rows.count() === 2);
      await rows.first().getByText("sent again").waitFor();
      await log.getByRole("button", { name: "Close" }).click();

      await page.getByRole("button", { name: `Delete the webhook ${hookUrl}` }).click();
      const confirm = page.getByRole("dialog", { name: "Delete this webhook?" });
      await confirm.getByRole("button", { name: "Delete" }).click();
      await page.getByText("No webhooks yet.", { exact: false }).waitFor();
      deepStrictEqual(errors, []);
    });
  } finally {
    await worker.stop();
    await receiver.shutdown();
  }
});
