import { assertEquals } from "../../_utils/assert.ts";
import { createMailer } from "../../../lib/mail/mailer.ts";
import { listOutbox } from "../../../lib/db/outbox.ts";
import { startSmtp } from "../../_utils/smtp.ts";

const mail = { to: "a@example.com", subject: "Hi", text: "Hello", html: "<p>Hello</p>" };

Deno.test("createMailer() without SMTP_URL keeps mails in the KV outbox", async () => {
  const kv = await Deno.openKv(":memory:");
  const log = console.log;
  console.log = () => {};
  try {
    await createMailer(kv, { smtpUrl: null, from: "x@example.com" }).send(mail);
    const kept = await listOutbox(kv);
    assertEquals(kept.length, 1);
    assertEquals(kept[0].subject, "Hi");
  } finally {
    console.log = log;
    kv.close();
  }
});

Deno.test("createMailer() with SMTP_URL delivers through SMTP", async () => {
  const kv = await Deno.openKv(":memory:");
  const smtp = await startSmtp();
  try {
    await createMailer(kv, { smtpUrl: smtp.url, from: "x@example.com" }).send(mail);
    const got = await smtp.waitFor("a@example.com");
    assertEquals([got.subject, got.text.trim()], ["Hi", "Hello"]);
    assertEquals((await listOutbox(kv)).length, 0);
  } finally {
    await smtp.close();
    kv.close();
  }
});
