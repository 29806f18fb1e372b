/** The mail queue (lib/db/mail_queue.ts, lib/mail/queue.ts): send, retry later, never twice. */
import { assert, assertEquals } from "../_utils/assert.ts";
import { getQueuedMail, listQueuedMail, queueMailIn } from "../../lib/db/mail_queue.ts";
import { openKv } from "../../lib/db/kv.ts";
import { createMailer } from "../../lib/mail/mailer.ts";
import { type SmtpReceiver, startSmtp } from "../_utils/smtp.ts";
import { listOutbox } from "../../lib/db/outbox.ts";
import type { Mail, Mailer } from "../../lib/mail/mailer.ts";
import { deliverQueuedMail, GIVE_UP_MS, retryPause } from "../../lib/mail/queue.ts";
import { waitFor } from "../_utils/wait.ts";

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

/** A store file two connections (as two processes would) share, and a real SMTP receiver. */
async function withSharedStore(
  fn: (a: Deno.Kv, b: Deno.Kv, path: string, smtp: SmtpReceiver) => Promise<void>,
) {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/store.kv`;
  const a = await openKv(path);
  const b = await openKv(path);
  const smtp = await startSmtp();
  try {
    await fn(a, b, path, smtp);
  } finally {
    a.close();
    b.close();
    await smtp.close();
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("deliverQueuedMail() run by two connections on one store file sends each mail once", () =>
  withSharedStore(async (a, b, _path, smtp) => {
    const from = "Ximblox <no-reply@example.test>";
    const mailers = [a, b].map((kv) => createMailer(kv, { smtpUrl: smtp.url, from }));
    const op = a.atomic();
    for (let i = 0; i < 12; i++) queueMailIn(op, { ...mail, to: `r${i}@example.com` });
    assert((await op.commit()).ok);
    const reports = await Promise.all([
      deliverQueuedMail(a, mailers[0]),
      deliverQueuedMail(b, mailers[1]),
      deliverQueuedMail(a, mailers[0]),
    ]);
    assertEquals(reports.reduce((n, r) => n + r.sent, 0), 12);
    assertEquals(
      smtp.mails.map((m) => m.to).sort(),
      Array.from({ length: 12 }, (_, i) => `r${i}@example.com`).sort(),
    );
    assertEquals(await listQueuedMail(b), []);
  }));

Deno.test("a mail claimed by a process killed mid-send is sent later by another, once", () =>
  withSharedStore(async (kv, _b, path, smtp) => {
    // A mail server that takes the connection and never answers: the child hangs mid-send.
    const silent = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const held: Deno.Conn[] = [];
    (async () => {
      for await (const conn of silent) held.push(conn);
    })().catch(() => {});
    const id = await queue(kv);
    const lib = (p: string) => JSON.stringify(new URL(`../../lib/${p}`, import.meta.url).href);
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "eval",
        "--unstable-kv",
        `import { openKv } from ${lib("db/kv.ts")};
         import { createMailer } from ${lib("mail/mailer.ts")};
         import { deliverQueuedMail } from ${lib("mail/queue.ts")};
         const kv = await openKv(${JSON.stringify(path)});
         const url = "smtp://127.0.0.1:${(silent.addr as Deno.NetAddr).port}";
         await deliverQueuedMail(kv, createMailer(kv, { smtpUrl: url, from: "x@example.test" }));`,
      ],
      stdout: "null",
      stderr: "null",
    }).spawn();
    try {
      // Wait for the child's claim (the entry's next attempt moves past now), then kill it.
      await waitFor(
        "the child's claim of the mail",
        15_000,
        async () => ((await getQueuedMail(kv, id)).value?.nextAt ?? 0) > Date.now(),
      );
    } finally {
      child.kill("SIGKILL");
      await child.status;
      silent.close();
      for (const conn of held) conn.close();
    }
    const mailer = createMailer(kv, { smtpUrl: smtp.url, from: "x@example.test" });
    // Still claimed: nobody sends it while the claim lasts.
    assertEquals(await deliverQueuedMail(kv, mailer), { sent: 0, failed: 0 });
    // Once the claim has run out (5 minutes after it was made), the next run sends it, once.
    const later = Date.now() + 5 * 60_000 + 1000;
    assertEquals(await deliverQueuedMail(kv, mailer, { now: later }), { sent: 1, failed: 0 });
    assertEquals(await deliverQueuedMail(kv, mailer, { now: later }), { sent: 0, failed: 0 });
    assertEquals(smtp.mails.map((m) => m.to), [mail.to]);
  }));
