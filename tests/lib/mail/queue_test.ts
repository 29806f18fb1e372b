/** The mail queue (lib/db/mail_queue.ts, lib/mail/queue.ts): send, retry later, never twice. */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { listQueuedMail, queueMailIn } from "../../../lib/db/mail_queue.ts";
import { listOutbox } from "../../../lib/db/outbox.ts";
import type { Mail, Mailer } from "../../../lib/mail/mailer.ts";
import { deliverQueuedMail, GIVE_UP_MS, retryPause } from "../../../lib/mail/queue.ts";

const mail: Mail = { to: "a@example.com", subject: "Hi", text: "Hello", html: "<p>Hello</p>" };

/** A mailer that records what it sends, or fails while `down`. */
function fakeMailer() {
  const sent: Mail[] = [];
  const state = { down: false };
  const mailer: Mailer = {
    send(m) {
      if (state.down) return Promise.reject(new Error("connect ECONNREFUSED"));
      sent.push(m);
      return Promise.resolve();
    },
  };
  return { mailer, sent, state };
}

async function withKv(fn: (kv: Deno.Kv) => Promise<void>) {
  const kv = await Deno.openKv(":memory:");
  const error = console.error;
  console.error = () => {};
  try {
    await fn(kv);
  } finally {
    console.error = error;
    kv.close();
  }
}

async function queue(kv: Deno.Kv, now = Date.now()): Promise<string> {
  const op = kv.atomic();
  const id = queueMailIn(op, mail, now);
  assert((await op.commit()).ok);
  return id;
}

Deno.test("retryPause() doubles from a minute up to an hour", () => {
  assertEquals([1, 2, 3, 7, 8, 20].map(retryPause), [
    60_000,
    120_000,
    240_000,
    3_600_000,
    3_600_000,
    3_600_000,
  ]);
});

Deno.test("deliverQueuedMail() sends what is due and removes it from the queue", () =>
  withKv(async (kv) => {
    const { mailer, sent } = fakeMailer();
    const id = await queue(kv);
    assertEquals(await deliverQueuedMail(kv, mailer, { ids: [id] }), { sent: 1, failed: 0 });
    assertEquals(sent, [mail]);
    assertEquals(await listQueuedMail(kv), []);
    assertEquals(await deliverQueuedMail(kv, mailer, { ids: [id] }), { sent: 0, failed: 0 });
  }));

Deno.test("deliverQueuedMail() keeps a failed mail and tries it again once due", () =>
  withKv(async (kv) => {
    const { mailer, sent, state } = fakeMailer();
    state.down = true;
    const now = Date.now();
    await queue(kv, now);
    assertEquals(await deliverQueuedMail(kv, mailer, { now }), { sent: 0, failed: 1 });
    const [kept] = await listQueuedMail(kv);
    assertEquals(kept.attempts, 1);
    assertEquals(kept.lastError, "connect ECONNREFUSED");
    assert(kept.nextAt >= now + 60_000);

    state.down = false;
    assertEquals(await deliverQueuedMail(kv, mailer, { now: now + 1000 }), { sent: 0, failed: 0 });
    assertEquals(await deliverQueuedMail(kv, mailer, { now: kept.nextAt }), { sent: 1, failed: 0 });
    assertEquals(sent.length, 1);
    assertEquals(await listQueuedMail(kv), []);
  }));

Deno.test("deliverQueuedMail() never sends a mail twice when two runs race", () =>
  withKv(async (kv) => {
    const { mailer, sent } = fakeMailer();
    for (let i = 0; i < 5; i++) await queue(kv);
    const runs = await Promise.all([
      deliverQueuedMail(kv, mailer),
      deliverQueuedMail(kv, mailer),
      deliverQueuedMail(kv, mailer),
    ]);
    assertEquals(runs.reduce((n, r) => n + r.sent, 0), 5);
    assertEquals(sent.length, 5);
  }));

Deno.test("deliverQueuedMail() moves a mail that failed for a week to the outbox", () =>
  withKv(async (kv) => {
    const { mailer, state } = fakeMailer();
    state.down = true;
    const created = Date.now() - GIVE_UP_MS;
    await queue(kv, created);
    assertEquals(await deliverQueuedMail(kv, mailer), { sent: 0, failed: 1 });
    assertEquals(await listQueuedMail(kv), []);
    assertEquals((await listOutbox(kv)).map((m) => m.subject), ["Hi"]);
  }));
