import { assertEquals } from "../../_utils/assert.ts";
import { BlobMissing, BlobTooLarge } from "../../../lib/db/blobs.ts";
import { CommitConflict, StoreBusy } from "../../../lib/db/kv.ts";
import { ApiError, expectedFailure, found } from "../../../lib/http/errors.ts";

const answer = (err: unknown) => {
  const mapped = expectedFailure(err);
  return mapped && [mapped.status, mapped.errors[0].code];
};

Deno.test("expectedFailure() answers what requests can bring about with a code, not a 500", async () => {
  assertEquals(answer(new BlobTooLarge(8)), [413, "V_14"]);
  assertEquals(answer(new BlobMissing("x")), [404, "NF_01"]);
  assertEquals(answer(new CommitConflict()), [409, "V_07"]);
  // A store busy for the whole retry window: nothing stored, try again (never a 500).
  assertEquals(answer(new StoreBusy("commit")), [503, "G_02"]);
  // The store's own refusals, as a last line behind the bounds on input.
  const kv = await Deno.openKv(":memory:");
  try {
    const refusal = async (run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (err) {
        return answer(err);
      }
      return "accepted";
    };
    assertEquals(await refusal(() => kv.get(["k", "x".repeat(3000)])), [400, "V_12"]);
    assertEquals(await refusal(() => kv.set(["k", "x".repeat(3000)], 1)), [400, "V_12"]);
    assertEquals(await refusal(() => kv.set(["k"], "x".repeat(70_000))), [413, "V_14"]);
  } finally {
    kv.close();
  }
  assertEquals(answer(new Error("a bug")), null);
  assertEquals(answer(new TypeError("x is not a function")), null);
});

Deno.test("found() gives an entry with a value and answers NF_01 at the property for one without", () => {
  const entry = { key: ["x", 1], value: { a: 1 }, versionstamp: "01" };
  assertEquals(found(entry, "id"), entry);
  let thrown: unknown;
  try {
    found({ key: ["x", 2], value: null, versionstamp: null }, "submissionID");
  } catch (err) {
    thrown = err;
  }
  assertEquals(thrown instanceof ApiError && [thrown.status, thrown.errors], [404, [{
    property: "submissionID",
    code: "NF_01",
  }]]);
});
