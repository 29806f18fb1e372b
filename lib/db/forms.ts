/**
 * Form templates, their submissions and the forms settings in the store.
 *
 * - A template is one entry; its versionstamp is its revision (an update checks it). The public
 *   site draws forms from templates, so every template write bumps the site revision.
 * - A submission is stored with a small list entry (`{createdAt, read}`) beside it, so that the
 *   overview's counts and the list's paging and read filter never read the values; both, the
 *   id counter and any queued mail are one commit.
 * - Which pages use a template comes from the link index (lib/db/link_index.ts indexes a form
 *   block under the target {@link FORM_LINK_LOCALE}/{templateID}), kept with the versions.
 */
import {
  DEFAULT_RETENTION_DAYS,
  type FormsSettings,
  type FormSubmission,
  type FormTemplate,
} from "../content/forms.ts";
import { BatchWriter, deleteListed } from "./commit_batches.ts";
import { keys } from "./keys.ts";
import { FORMS_TAG, formTag } from "./cache_tags.ts";
import { type AuditDraft, auditIn } from "./audit.ts";
import { commit, retrying } from "./kv.ts";
import { commitWith, tryCommitWith } from "./commit_with.ts";

/** A template as stored: the revision is the entry's versionstamp, not a field. */
export type FormTemplateRecord = Omit<FormTemplate, "revision">;

/** The small list entry of a submission. */
export interface SubmissionRef {
  createdAt: number;
  read: boolean;
}

export function present(entry: Deno.KvEntry<FormTemplateRecord>): FormTemplate {
  return { ...entry.value, revision: entry.versionstamp };
}

export function getFormTemplateEntry(kv: Deno.Kv, id: number) {
  return kv.get<FormTemplateRecord>(keys.formTemplate(id));
}

export async function getFormTemplate(kv: Deno.Kv, id: number): Promise<FormTemplate | null> {
  const entry = await getFormTemplateEntry(kv, id);
  return entry.value ? present(entry as Deno.KvEntry<FormTemplateRecord>) : null;
}

export async function listFormTemplates(kv: Deno.Kv): Promise<FormTemplate[]> {
  const out: FormTemplate[] = [];
  for await (const e of kv.list<FormTemplateRecord>({ prefix: keys.formTemplates() })) {
    out.push(present(e));
  }
  return out;
}

/** Inserts a template under the next id (counter and record in one commit). */
export function insertFormTemplate(
  kv: Deno.Kv,
  input: Omit<FormTemplateRecord, "id">,
  audit?: (id: number) => AuditDraft,
): Promise<FormTemplate> {
  return retrying(async () => {
    const counter = await kv.get<number>(keys.counter("form_templates"));
    const id = (counter.value ?? 0) + 1;
    const record: FormTemplateRecord = { id, ...input };
    const result = await commitWith(
      kv,
      auditIn(kv.atomic(), audit?.(id)).check(counter)
        .check({ key: keys.formTemplate(id), versionstamp: null })
        .set(keys.counter("form_templates"), id)
        .set(keys.formTemplate(id), record),
      { siteChanged: [formTag(id), FORMS_TAG] },
    );
    return { ...record, revision: result.versionstamp };
  });
}

/** Replaces a template if its revision is still `revision`; null when it changed or is gone. */
export async function replaceFormTemplate(
  kv: Deno.Kv,
  record: FormTemplateRecord,
  revision: string,
  audit?: AuditDraft,
): Promise<FormTemplate | null> {
  const result = await tryCommitWith(
    kv,
    auditIn(kv.atomic(), audit)
      .check({ key: keys.formTemplate(record.id), versionstamp: revision })
      .set(keys.formTemplate(record.id), record),
    { siteChanged: [formTag(record.id), FORMS_TAG] },
  );
  return result.ok ? { ...record, revision: result.versionstamp } : null;
}

/** Deletes a template (checked as read) and, batch by batch afterwards, its submissions. */
export async function deleteFormTemplate(
  kv: Deno.Kv,
  entry: Deno.KvEntry<FormTemplateRecord>,
  audit?: AuditDraft,
): Promise<void> {
  await commitWith(kv, auditIn(kv.atomic(), audit).check(entry).delete(entry.key), {
    siteChanged: [formTag(entry.value.id), FORMS_TAG],
  });
  const id = entry.value.id;
  for (const prefix of [keys.formSubmissions(id), keys.formSubmissionRefs(id)]) {
    await deleteListed(kv, kv.list({ prefix }, { batchSize: 500 }));
  }
}

/**
 * Stores a new submission under the next submission id in one commit with its list entry and
 * whatever `extra` adds (the mail about it); retried while other submissions race for the id.
 * `build` gets the id and answers the record and the extra mutations.
 */
export function insertSubmission(
  kv: Deno.Kv,
  build: (id: number, op: Deno.AtomicOperation) => FormSubmission,
): Promise<FormSubmission> {
  return retrying(async () => {
    return await insertSubmissionOnce(kv, await submissionCounter(kv), build);
  }, 50);
}

/** The submission id counter as it stands (read before {@link insertSubmissionOnce}). */
export function submissionCounter(kv: Deno.Kv): Promise<Deno.KvEntryMaybe<number>> {
  return kv.get<number>(keys.counter("form_submissions"));
}

/**
 * {@link insertSubmission} in one commit, with the id counter as read before (`counter`), and
 * not retried: `CommitConflict` when the counter or anything `build` checked moved on.
 */
export async function insertSubmissionOnce(
  kv: Deno.Kv,
  counter: Deno.KvEntryMaybe<number>,
  build: (id: number, op: Deno.AtomicOperation) => FormSubmission,
): Promise<FormSubmission> {
  const id = (counter.value ?? 0) + 1;
  const op = kv.atomic().check(counter).set(keys.counter("form_submissions"), id);
  const s = build(id, op);
  op.check({ key: keys.formSubmission(s.templateID, id), versionstamp: null })
    .set(keys.formSubmission(s.templateID, id), s)
    .set(keys.formSubmissionRef(s.templateID, id), { createdAt: s.createdAt, read: s.read });
  await commit(op);
  return s;
}

export function getSubmissionEntry(kv: Deno.Kv, templateID: number, id: number) {
  return kv.get<FormSubmission>(keys.formSubmission(templateID, id));
}

/** Several submissions of a template by id (in that order; missing ones left out). */
export async function getSubmissions(
  kv: Deno.Kv,
  templateID: number,
  ids: number[],
): Promise<FormSubmission[]> {
  const out: FormSubmission[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    const batch = await kv.getMany<FormSubmission[]>(
      ids.slice(i, i + 10).map((id) => keys.formSubmission(templateID, id)),
    );
    for (const e of batch) if (e.value) out.push(e.value);
  }
  return out;
}

/** A template's submission list entries, newest first: [id, ref]. */
export async function listSubmissionRefs(
  kv: Deno.Kv,
  templateID: number,
): Promise<[number, SubmissionRef][]> {
  const out: [number, SubmissionRef][] = [];
  const list = kv.list<SubmissionRef>({ prefix: keys.formSubmissionRefs(templateID) }, {
    reverse: true,
    batchSize: 1000,
  });
  for await (const e of list) out.push([e.key[2] as number, e.value]);
  return out;
}

/** A template's submissions with their values, newest first (search reads them all). */
export async function* submissionsNewestFirst(
  kv: Deno.Kv,
  templateID: number,
): AsyncGenerator<FormSubmission> {
  const list = kv.list<FormSubmission>({ prefix: keys.formSubmissions(templateID) }, {
    reverse: true,
    batchSize: 200,
  });
  for await (const e of list) yield e.value;
}

/** Sets a submission's read flag (and its list entry's), checked as read; false on a race. */
export async function setSubmissionRead(
  kv: Deno.Kv,
  entry: Deno.KvEntry<FormSubmission>,
  read: boolean,
): Promise<boolean> {
  const s = entry.value;
  if (s.read === read) return true;
  const result = await kv.atomic().check(entry)
    .set(entry.key, { ...s, read })
    .set(keys.formSubmissionRef(s.templateID, s.id), { createdAt: s.createdAt, read })
    .commit();
  return result.ok;
}

/** Deletes one submission and its list entry. */
export async function deleteSubmission(
  kv: Deno.Kv,
  s: FormSubmission,
  audit?: AuditDraft,
): Promise<void> {
  await commit(
    auditIn(kv.atomic(), audit)
      .delete(keys.formSubmission(s.templateID, s.id))
      .delete(keys.formSubmissionRef(s.templateID, s.id)),
  );
}

export async function getFormsSettingsEntry(
  kv: Deno.Kv,
): Promise<{ value: FormsSettings; versionstamp: string | null }> {
  const entry = await kv.get<FormsSettings>(keys.formsSettings());
  return {
    value: { retentionDays: DEFAULT_RETENTION_DAYS, ...entry.value },
    versionstamp: entry.versionstamp,
  };
}

export async function getFormsSettings(kv: Deno.Kv): Promise<FormsSettings> {
  return (await getFormsSettingsEntry(kv)).value;
}

export async function saveFormsSettings(
  kv: Deno.Kv,
  settings: FormsSettings,
  audit?: AuditDraft,
): Promise<void> {
  await commit(auditIn(kv.atomic().set(keys.formsSettings(), settings), audit));
}

/**
 * Deletes the submissions of every template sent before `before` (ms); answers how many. A
 * template's list entries are read in id order, which is time order, so the read stops at the
 * first one young enough.
 */
export async function deleteSubmissionsBefore(kv: Deno.Kv, before: number): Promise<number> {
  let deleted = 0;
  for (const template of await listFormTemplates(kv)) {
    const writer = new BatchWriter(kv);
    const list = kv.list<SubmissionRef>({ prefix: keys.formSubmissionRefs(template.id) }, {
      batchSize: 500,
    });
    for await (const e of list) {
      if (e.value.createdAt >= before) break;
      // The submission first: a batch cut between the two leaves a list entry, met next time.
      await writer.delete(keys.formSubmission(template.id, e.key[2] as number));
      await writer.delete(e.key);
    }
    await writer.flush();
    deleted += writer.written / 2;
  }
  return deleted;
}

/** The hourly collector's rule: submissions older than the retention setting go. */
export async function collectExpiredSubmissions(kv: Deno.Kv, now: number): Promise<number> {
  const { retentionDays } = await getFormsSettings(kv);
  return await deleteSubmissionsBefore(kv, now - retentionDays * 24 * 60 * 60_000);
}

/** Which of `ids` name a stored template. */
export async function existingFormTemplateIDs(kv: Deno.Kv, ids: number[]): Promise<Set<number>> {
  const exists = new Set<number>();
  for (let i = 0; i < ids.length; i += 10) {
    const batch = await kv.getMany(ids.slice(i, i + 10).map((id) => keys.formTemplate(id)));
    batch.forEach((e, j) => e.versionstamp !== null && exists.add(ids[i + j]));
  }
  return exists;
}
