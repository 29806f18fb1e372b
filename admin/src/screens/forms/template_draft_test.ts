/** The form-template editor's working copy (template_draft.ts). */
import { deepStrictEqual as assertEquals, ok as assert } from "node:assert/strict";
import type { FormTemplate } from "../../api/forms.ts";
import {
  bodyOf,
  draftOf,
  errorsStillTrue,
  isDirty,
  moveField,
  newField,
  patchField,
  placeErrors,
} from "./template_draft.ts";

const template: FormTemplate = {
  id: 1,
  name: "Contact",
  receiverEmail: "desk@example.com",
  confirmationTitle: "Thanks",
  confirmationText: "",
  revision: "r1",
  createdAt: 0,
  updatedAt: 0,
  fields: [
    {
      id: "salutation",
      label: "Salutation",
      kind: "select",
      limit: null,
      optional: false,
      help: "",
      options: ["Dhr.", "Mevr."],
      linkText: "",
      link: "",
    },
  ],
};

Deno.test("draftOf() and bodyOf() round-trip a template", () => {
  const draft = draftOf(template);
  assertEquals(draft.fields[0].optionsText, "Dhr.\nMevr.");
  const { id: _, revision: __, createdAt: ___, updatedAt: ____, ...body } = template;
  assertEquals(bodyOf(draft), body);
  assert(!isDirty(draft, draftOf(template)), "client keys do not count as changes");
});

Deno.test("options are one per non-empty line, only for select and radio", () => {
  const draft = draftOf(template);
  const fields = patchField(draft.fields, draft.fields[0].key, {
    optionsText: " Dhr. \n\nMevr.\n",
  });
  assertEquals(bodyOf({ ...draft, fields }).fields[0].options, ["Dhr.", "Mevr."]);
  const text = patchField(fields, fields[0].key, { kind: "short-text" });
  assertEquals(bodyOf({ ...draft, fields: text }).fields[0].options, []);
});

Deno.test("a new field's id follows its label until the id is edited", () => {
  const draft = draftOf(template);
  const added = newField("short-text", draft.fields);
  let fields = [...draft.fields, added];
  fields = patchField(fields, added.key, { label: "Salutation" });
  assertEquals(fields[1].id, "salutation-2", "unique among the others");
  fields = patchField(fields, added.key, { label: "Your name" });
  assertEquals(fields[1].id, "your-name");
  fields = patchField(fields, added.key, { id: "name" });
  fields = patchField(fields, added.key, { label: "Full name" });
  assertEquals(fields[1].id, "name");
  // A stored field's id never follows its label: old submissions keep their column.
  fields = patchField(fields, fields[0].key, { label: "Aanhef" });
  assertEquals(fields[0].id, "salutation");
});

Deno.test("moveField() moves within bounds", () => {
  const draft = draftOf(template);
  const a = draft.fields[0];
  const b = newField("email", [a]);
  const c = newField("phone", [a, b]);
  const list = [a, b, c];
  assertEquals(moveField(list, 0, 2).map((f) => f.key), [b.key, c.key, a.key]);
  assertEquals(moveField(list, 2, 1).map((f) => f.key), [a.key, c.key, b.key]);
  assertEquals(moveField(list, 0, -1).map((f) => f.key), [a.key, b.key, c.key]);
  assertEquals(moveField(list, 2, 9).map((f) => f.key), [a.key, b.key, c.key]);
});

Deno.test("placeErrors() puts each error on its setting or field", () => {
  const draft = draftOf(template);
  const placed = placeErrors([
    { property: "name", code: "V_01" },
    { property: "fields.0.options.1", code: "V_06" },
    { property: "fields.0.label", code: "V_01" },
    { property: "fields", code: "V_12" },
    { property: "fields.7.label", code: "V_01" },
  ], draft.fields);
  assertEquals(placed.settings, { name: { property: "name", code: "V_01" } });
  assertEquals(placed.fields.get(draft.fields[0].key), {
    options: { property: "fields.0.options.1", code: "V_06" },
    label: { property: "fields.0.label", code: "V_01" },
  });
  assertEquals(placed.other.map((e) => e.property), ["fields", "fields.7.label"]);
});

Deno.test("errorsStillTrue() drops an error once its value changed, keeps the others", () => {
  const sent = { ...draftOf(template), name: "" };
  const emptyLabel = patchField(sent.fields, sent.fields[0].key, {
    label: "",
    help: "x".repeat(3),
  });
  const withEmpty = { ...sent, fields: emptyLabel };
  const errors = placeErrors([
    { property: "name", code: "V_01" },
    { property: "receiverEmail", code: "V_08" },
    { property: "fields.0.label", code: "V_01" },
    { property: "fields.0.options", code: "V_01" },
    { property: "fields", code: "V_12" },
  ], withEmpty.fields);
  // Nothing changed: every error stays.
  assertEquals(errorsStillTrue(errors, withEmpty, withEmpty), errors);
  // The name and the label are filled in: their "required" errors go; the others stay.
  const filled = {
    ...withEmpty,
    name: "Contact",
    fields: patchField(withEmpty.fields, withEmpty.fields[0].key, { label: "Salutation" }),
  };
  const left = errorsStillTrue(errors, withEmpty, filled);
  assertEquals(Object.keys(left.settings), ["receiverEmail"]);
  assertEquals(left.fields.get(withEmpty.fields[0].key), {
    options: errors.fields.get(withEmpty.fields[0].key)!.options,
  });
  assertEquals(left.other, errors.other);
  // A field added or removed: errors about the list as a whole no longer hold.
  const more = { ...filled, fields: [...filled.fields, newField("short-text", filled.fields)] };
  assertEquals(errorsStillTrue(errors, withEmpty, more).other, []);
  // Its options edited: the field's last error goes, and the field with it.
  const optioned = {
    ...filled,
    fields: patchField(filled.fields, filled.fields[0].key, { optionsText: "A\nB" }),
  };
  assertEquals(errorsStillTrue(errors, withEmpty, optioned).fields.size, 0);
});
