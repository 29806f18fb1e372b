/**
 * A large store for the scale benchmark (and a small one for its test): `pages` pages of five
 * versions each (three archived draft states, the published version, the latest draft) and
 * `files` library files in 100 folders. Written straight into KV in batched commits — the
 * records as the app writes them and the indexes through the same lib/db helpers the app's
 * writers use — because building 10,000 pages through the API would take many minutes. A file's
 * bytes are a short text unless `fileBytes` asks for that many random bytes (then written in
 * 64 KB chunks by lib/db/blobs.ts, as uploads are); its recorded SHA-256 is always its bytes'.
 *
 * Page i (slug `page-{i}`) links with a button to page i+1 and in rich text to page 7i+3; every
 * hundredth page (i % 100 == 1) also links to the hub, page 0, in every version. Its image block
 * uses file i and owns it (`__images`, for get-page-file) by its hash, and every tenth page's
 * published version also shows file 0 (a logo on 1,000 pages).
 */
import type { Block } from "../lib/content/blocks/index.ts";
import { type BlobRef, claimBlob, writeBlob } from "../lib/db/blobs.ts";
import { keys } from "../lib/db/keys.ts";
import { linkTargetsOf, setVersionLinksIn } from "../lib/db/link_index.ts";
import { mutateIn } from "../lib/db/commit_batches.ts";
import { type MediaFileRecord, usageMutations } from "../lib/db/media.ts";
import type { PageRecord, VersionRecord } from "../lib/db/page_records.ts";
import type { PublishedPointer } from "../lib/db/published_pointers.ts";

export const WORDS = [
  "harbour",
  "lab",
  "team",
  "sunset",
  "clinic",
  "sample",
  "office",
  "portrait",
  "logo",
  "banner",
  "map",
  "doctor",
  "nurse",
  "window",
  "garden",
  "tower",
];

export interface ScaleData {
  pages: number;
  files: number;
  /** Page ids are 1..pages; page i has id i+1 and version ids 5i+1..5i+5. */
  pageID: (i: number) => number;
  fileID: (i: number) => number;
  fileName: (i: number) => string;
  hashOf: (i: number) => string;
  /** The file name page i's heading owns its image by (get-page-file). */
  ownedName: (i: number) => string;
  /** The page linked to by every hundredth page. */
  hub: { pageID: number; slug: string };
  /** How many versions link to the hub. */
  hubLinkingVersions: number;
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function blobOf(op: Deno.AtomicOperation, bytes: Uint8Array): BlobRef {
  const id = crypto.randomUUID();
  op.set(keys.blobChunk(id, 0), bytes);
  return { id, size: bytes.length, sha256: "", chunks: 1 };
}

function blocksOf(i: number, n: number, hashes: string[], state: number): Block[] {
  const files = hashes.length;
  const block = (type: string, key: string, props: Record<string, unknown>, images = {}) =>
    ({ type, key, props, anchorPoint: "", __images: images, __files: {} }) as Block;
  const out = [
    block("heading", "h1", { text: `Page ${i}, state ${state}`, level: 2 }),
    block("text", "t1", {
      html: `<p>About page ${i}. See <a href="/page-${(7 * i + 3) % n}">this one</a> too, and ` +
        `<a href="https://example.org/${i}">elsewhere</a>.</p>`.repeat(3),
    }),
    block("button", "b1", {
      label: "Next",
      link: { kind: "internal", value: `page-${(i + 1) % n}` },
      style: "primary",
    }),
    block("image", "i1", {
      image: { fileID: (i % files) + 1, cropParams: null },
      altText: "",
      caption: "",
    }, { original: { hash: hashes[i % files], fileName: `img-${i % files}.png`, altText: "" } }),
  ];
  if (i % 100 === 1) {
    out.push(block("button", "hub", {
      label: "Home",
      link: { kind: "internal", value: "page-0" },
      style: "primary",
    }));
  }
  return out;
}

function randomBytes(n: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i += 65_536) crypto.getRandomValues(out.subarray(i, i + 65_536));
  return out;
}

/** Builds the store; answers how to address what is in it. */
export async function buildScaleData(
  kv: Deno.Kv,
  options: { pages: number; files: number; authorID: number; fileBytes?: number },
): Promise<ScaleData> {
  const { pages: n, files, authorID, fileBytes } = options;
  const now = Date.now();
  const hashes: string[] = [];
  const fileName = (i: number) => `img-${i}-${WORDS[i % WORDS.length]}.png`;

  // Files, 100 a commit (6 or 7 mutations each).
  for (let start = 0; start < files; start += 100) {
    const op = kv.atomic();
    for (let i = start; i < Math.min(files, start + 100); i++) {
      const id = i + 1;
      let blob: BlobRef;
      if (fileBytes === undefined) {
        const bytes = new TextEncoder().encode(`file ${i} `.repeat(10));
        blob = { ...blobOf(op, bytes), sha256: await sha256(bytes) };
      } else {
        blob = await writeBlob(kv, randomBytes(fileBytes), { maxBytes: fileBytes });
        claimBlob(op, blob);
      }
      const sha = blob.sha256;
      hashes[i] = sha;
      const record: MediaFileRecord = {
        id,
        path: `/folder-${i % 100}`,
        name: fileName(i),
        defaultAltText: `A ${WORDS[(i * 7) % WORDS.length]} photo`,
        shared: false,
        kind: "image",
        mime: "image/png",
        blob: { ...blob, type: "image/png" },
        size: blob.size,
        sha256: sha,
        width: 800,
        height: 600,
        raster: true,
        inert: false,
        video: null,
        createdAt: now,
        updatedAt: now,
        uploadedBy: authorID,
      };
      op.set(keys.mediaFile(id), record)
        .set(keys.mediaName(record.path, record.name.toLowerCase()), id)
        .set(keys.mediaByHash(sha, id), true)
        .set(keys.mediaChange(now, id), id);
    }
    for (let d = 0; d < 100 && start === 0; d++) {
      op.set(keys.mediaDir("/", `folder-${d}`), { path: `/folder-${d}`, createdAt: now });
    }
    const result = await op.set(keys.mediaStamp(), now).commit();
    if (!result.ok) throw new Error("file batch failed");
  }
  // Pages, 8 a commit (about 70 mutations and 40 KB each).
  let hubLinkingVersions = 0;
  for (let start = 0; start < n; start += 8) {
    const op = kv.atomic();
    for (let i = start; i < Math.min(n, start + 8); i++) {
      const pageID = i + 1;
      const base = 5 * i;
      const page: PageRecord = {
        id: pageID,
        slug: `page-${i}`,
        locale: "en-gb",
        type: "page",
        typeData: {},
        siblingGroup: crypto.randomUUID(),
        title: `Page ${i}`,
        latestVersionID: base + 5,
        publishedVersionID: base + 4,
        publishedID: pageID,
        revision: crypto.randomUUID(),
        createdAt: now - i * 1000,
        updatedAt: now - i * 500,
        publishedAt: now,
        createdBy: authorID,
        updatedBy: authorID,
      };
      op.set(keys.page(pageID), page)
        .set(keys.pageSlug(page.locale, page.slug), pageID)
        .set(keys.pageSibling(page.siblingGroup, page.locale), pageID);
      const pointer: PublishedPointer = { pageID, versionID: base + 4, rev: crypto.randomUUID() };
      op.set(keys.published(page.locale, page.slug), pointer);
      for (let s = 1; s <= 5; s++) {
        const blocks = blocksOf(i, n, hashes, s);
        const version: VersionRecord = {
          id: base + s,
          pageID,
          title: page.title,
          seoTitle: "",
          seoDescription: "",
          seoKeywords: [],
          seoImage: [],
          blocksRef: blobOf(op, new TextEncoder().encode(JSON.stringify(blocks))),
          blockCount: blocks.length,
          hasPublicationRequest: false,
          createdAt: now - (6 - s) * 60_000,
          updatedAt: now - (6 - s) * 60_000,
          authorID,
          ...(s <= 3 ? { archivedFrom: base + 5 } : {}),
        };
        op.set(keys.version(version.id), version).set(keys.pageVersion(pageID, version.id), true);
        const fileIDs = [(i % files) + 1];
        if (s === 4 && i % 10 === 0 && fileIDs[0] !== 1) fileIDs.push(1);
        mutateIn(op, usageMutations({ versionID: version.id, pageID, had: [], fileIDs }).flat());
        setVersionLinksIn(op, {
          versionID: version.id,
          pageID,
          previous: null,
          targets: linkTargetsOf(blocks, page.locale),
        });
        if (i % 100 === 1) hubLinkingVersions++;
      }
    }
    const result = await op.commit();
    if (!result.ok) throw new Error("page batch failed");
  }
  await kv.set(keys.pagesStamp(), now);
  return {
    pages: n,
    files,
    pageID: (i) => i + 1,
    fileID: (i) => i + 1,
    fileName,
    hashOf: (i) => hashes[i],
    ownedName: (i) => `img-${i % files}.png`,
    hub: { pageID: 1, slug: "page-0" },
    hubLinkingVersions,
  };
}
