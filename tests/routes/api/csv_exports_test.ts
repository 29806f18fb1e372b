/**
 * Every CSV export — the audit trail, newsletter subscribers, form submissions — through its
 * endpoint, with values typed by anonymous visitors (a failed sign-in's address, a newsletter
 * name, a form answer) that try to start a formula: no cell of the file, split as any spreadsheet
 * splits it (`,` `;` tab, quote-aware or not), starts one, and each value is still there to read.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { withTestApp } from "../../_utils/app.ts";
import { formulaCells } from "../../_utils/csv.ts";
import { submitForm } from "../../../lib/ops/forms/_submit_form.ts";
import { signupsSettled, subscribe } from "../../../lib/ops/newsletter/subscribe.ts";

const ATTACKS = ["x;=1+1;", "x\t=1+1", "=1+1", "@SUM(A1)", "+1", "-1"];

Deno.test("CSV exports: no formula starts in any reading of the audit, newsletter and submissions files", async () => {
  await withTestApp(async (t) => {
    const visitor = t.client();
    for (const value of ATTACKS) {
      const res = await visitor.post("/api/ximblox/auth/login", { email: value, password: "x" });
      assert([400, 401].includes(res.status), `${value}: ${res.status}`);
      await subscribe(t.deps, {
        name: value,
        email: `n${ATTACKS.indexOf(value)}@example.com`,
        locale: "en-gb",
      });
    }
    await signupsSettled();
    const admin = await t.signedIn(1);
    const template = await admin.post("/api/ximblox/forms", {
      name: "Contact",
      receiverEmail: "desk@example.com",
      confirmationTitle: "Thanks",
      confirmationText: "Thanks.",
      fields: [
        { id: "name", label: "Name", kind: "short-text", limit: 50 },
        { id: "message", label: "Message", kind: "long-text", limit: 500 },
      ],
    });
    assertEquals(template.status, 201, template.raw);
    const id = template.body.template.id;
    for (const value of ATTACKS) {
      const res = await submitForm(t.deps, {
        templateID: id,
        values: { name: value, message: value },
      });
      assert(res.ok, JSON.stringify(res));
      await res.mailDelivery;
    }

    const exports = {
      audit: await admin.get("/api/ximblox/audit/export?action=sign-in-failed"),
      newsletter: await admin.get("/api/ximblox/newsletter/export?status=pending"),
      submissions: await admin.get(`/api/ximblox/forms/${id}/submissions/export`),
    };
    for (const [name, res] of Object.entries(exports)) {
      assertEquals(res.status, 200, `${name}: ${res.raw}`);
      assertEquals(formulaCells(res.raw), [], `${name}:\n${res.raw}`);
      // Still readable: each value is there, defused by a ' before its formula start.
      for (const defused of ["x;'=1+1;", "'=1+1", "'@SUM(A1)", "'+1", "'-1"]) {
        // (Case ignored: a sign-in address is kept lower-cased.)
        const found = res.raw.toLowerCase().includes(defused.toLowerCase());
        assert(found, `${name} lacks ${defused}:\n${res.raw}`);
      }
    }
  });
});
