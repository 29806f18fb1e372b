/**
 * The layer gate (tools/layers.ts) on small fixture graphs in the shape `deno info --json` gives:
 * each kind of problem is caught, named by file and import, and a graph that keeps the rules
 * passes.
 */
import { assertEquals } from "../_utils/assert.ts";
import {
  checkGraph,
  checkKvCalls,
  formatProblem,
  type Graph,
  type Problem,
} from "../../tools/layers.ts";

const ROOT = "file:///repo/";

/** A graph from `from → [to, …]`; a target written "type:path" is imported for its types only. */
function graph(imports: Record<string, string[]>): Graph {
  return {
    modules: Object.entries(imports).map(([from, tos]) => ({
      specifier: ROOT + from,
      dependencies: [
        ...tos.map((to) => {
          const typeOnly = to.startsWith("type:");
          const path = ROOT + to.replace(/^type:/, "");
          return typeOnly
            ? { specifier: "x", type: { specifier: path } }
            : { specifier: "x", code: { specifier: path } };
        }),
        // Packages are not ours: never a problem.
        { specifier: "hono", code: { specifier: "npm:hono@4" } },
      ],
    })),
  };
}

const brief = (problems: Problem[]) => problems.map((p) => [p.kind, p.file, p.at]);

Deno.test("a graph that keeps the layers passes", () => {
  const ok = graph({
    "main.ts": ["app.ts", "lib/server/jobs.ts"],
    "app.ts": ["routes/site.tsx", "routes/_env.ts", "lib/site/fast_path.ts"],
    "routes/site.tsx": ["routes/_env.ts", "lib/site/public_page.ts", "lib/ops/deps.ts"],
    "routes/_env.ts": ["type:lib/ops/deps.ts"],
    "lib/site/public_page.ts": ["lib/ops/deps.ts", "lib/render/page.tsx", "lib/db/pages.ts"],
    "lib/site/fast_path.ts": ["lib/db/site_revision.ts"],
    "lib/render/page.tsx": ["islands/Box.tsx", "lib/content/blocks.ts"],
    "islands/Box.tsx": ["type:lib/content/island_text.ts"],
    "lib/server/jobs.ts": ["lib/ops/deps.ts"],
    "lib/ops/deps.ts": ["lib/config.ts", "lib/db/kv.ts", "lib/mail/mailer.ts"],
    "lib/mail/mailer.ts": ["lib/db/outbox.ts", "type:lib/content/mail.ts"],
    "lib/db/outbox.ts": ["lib/db/kv.ts", "type:lib/content/mail.ts"],
    "lib/db/pages.ts": ["lib/db/kv.ts"],
    "lib/db/site_revision.ts": ["lib/db/kv.ts"],
    "lib/config.ts": ["lib/content/email.ts"],
  });
  assertEquals(checkGraph(ok, ROOT), []);
});

Deno.test("an import against the layer direction is named by file and import", () => {
  const problems = checkGraph(
    graph({
      "lib/db/mail_queue.ts": ["type:lib/mail/mailer.ts"],
      "lib/mail/mailer.ts": ["lib/content/mail.ts"],
      "lib/config.ts": ["lib/http/client_address.ts"],
      "islands/Form.tsx": ["type:lib/render/form_messages.ts"],
      "lib/render/form_messages.ts": [],
      "lib/http/client_address.ts": [],
    }),
    ROOT,
  );
  assertEquals(brief(problems), [
    ["direction", "lib/db/mail_queue.ts", "imports lib/mail/mailer.ts (type only)"],
    ["direction", "lib/config.ts", "imports lib/http/client_address.ts"],
    ["direction", "islands/Form.tsx", "imports lib/render/form_messages.ts (type only)"],
  ]);
  assertEquals(
    formatProblem(problems[0]),
    "lib/db/mail_queue.ts: imports lib/mail/mailer.ts (type only)\n" +
      "  direction: lib/db/ (layer 2) imports upward into lib/mail/ (layer 4)",
  );
});

Deno.test("a cycle is caught, a type-only one too, and within one layer", () => {
  const problems = checkGraph(
    graph({
      // Within lib/render/page_types: the index imports the headers, they import its type.
      "lib/render/page_types/index.tsx": ["lib/render/page_types/faq.tsx"],
      "lib/render/page_types/faq.tsx": ["type:lib/render/page_types/index.tsx"],
      // Three modules round.
      "lib/db/a.ts": ["lib/db/b.ts"],
      "lib/db/b.ts": ["lib/db/c.ts"],
      "lib/db/c.ts": ["lib/db/a.ts"],
      // Not a cycle: two modules importing one.
      "lib/db/d.ts": ["lib/db/kv.ts"],
      "lib/db/e.ts": ["lib/db/kv.ts"],
      "lib/db/kv.ts": [],
    }),
    ROOT,
  );
  assertEquals(brief(problems), [
    ["cycle", "lib/db/a.ts", "imports lib/db/b.ts"],
    [
      "cycle",
      "lib/render/page_types/faq.tsx",
      "imports lib/render/page_types/index.tsx (type only)",
    ],
  ]);
  assertEquals(problems[0].message, "import cycle among lib/db/a.ts, lib/db/b.ts, lib/db/c.ts");
});

Deno.test("a route importing another route or lib/db is caught; the routes' helpers are not", () => {
  const problems = checkGraph(
    graph({
      "routes/news_archive.tsx": ["routes/api/news.ts", "routes/_env.ts"],
      "routes/api/news.ts": ["routes/_env.ts", "routes/api/_shared.ts"],
      "routes/api/settings.ts": ["lib/db/settings.ts", "lib/ops/read_settings.ts"],
      "routes/_env.ts": [],
      "routes/api/_shared.ts": [],
      "lib/ops/read_settings.ts": ["lib/db/settings.ts"],
      "lib/db/settings.ts": [],
    }),
    ROOT,
  );
  assertEquals(brief(problems), [
    ["route-import", "routes/news_archive.tsx", "imports routes/api/news.ts"],
    ["route-import", "routes/api/settings.ts", "imports lib/db/settings.ts"],
  ]);
});

Deno.test("a KV call outside lib/db is caught by line; lib/db, comments and other gets are not", () => {
  const text = [
    "// kv.get(key) in a comment is not a call",
    "const entry = await deps.kv.get<Settings>(keys.settings());",
    "const op = this.kv.atomic().check(before);",
    "for await (const e of kv.list({ prefix })) n++;",
    "const kv = await Deno.openKv(path);",
    "return htmlCacheOf(deps.kv).get(key, load);",
    "await searchService(kv).snapshot();",
  ].join("\n");
  assertEquals(checkKvCalls("lib/ops/x.ts", text).map((p) => p.file), [
    "lib/ops/x.ts:2",
    "lib/ops/x.ts:3",
    "lib/ops/x.ts:4",
    "lib/ops/x.ts:5",
  ]);
  assertEquals(checkKvCalls("lib/ops/x.ts", text)[0].at, lines(text)[1]);
  assertEquals(checkKvCalls("lib/db/settings.ts", text), []);
});

const lines = (text: string) => text.split("\n");

Deno.test("a module under lib/ in no layer is named, so a new folder gets its place", () => {
  const g = graph({
    "lib/ops/deps.ts": ["lib/newfolder/x.ts"],
    "lib/newfolder/x.ts": ["lib/content/blocks.ts"],
  });
  assertEquals(brief(checkGraph(g, ROOT)), [["no-layer", "lib/newfolder/x.ts", "(not in LAYERS)"]]);
});

Deno.test("the admin's layers: screens above components above api and lib; upward is named", () => {
  const ok = graph({
    "admin/src/main.tsx": ["admin/src/app.tsx", "admin/src/theme.ts", "admin/src/i18n/index.ts"],
    "admin/src/app.tsx": ["admin/src/nav/require_auth.tsx", "admin/src/components/lazy_screen.tsx"],
    "admin/src/nav/require_auth.tsx": ["admin/src/screens/login.tsx", "admin/src/auth/auth.tsx"],
    "admin/src/screens/login.tsx": [
      "admin/src/components/error_list.tsx",
      "admin/src/api/client.ts",
    ],
    "admin/src/screens/editor.tsx": ["admin/src/page_types/faq.tsx", "admin/src/blocks/text.tsx"],
    "admin/src/page_types/faq.tsx": ["admin/src/blocks/text.tsx"],
    "admin/src/blocks/text.tsx": ["admin/src/components/hint.tsx", "lib/content/blocks.ts"],
    "admin/src/components/lazy_screen.tsx": ["admin/src/i18n/index.ts", "admin/src/all_styles.ts"],
    "admin/src/components/error_list.tsx": ["admin/src/hooks/use_roles.ts", "lib/i18n/core.ts"],
    "admin/src/hooks/use_roles.ts": ["admin/src/api/users.ts", "admin/src/auth/auth.tsx"],
    "admin/src/auth/auth.tsx": ["admin/src/api/client.ts"],
    "admin/src/api/users.ts": ["admin/src/api/client.ts", "type:admin/src/api/types.ts"],
    "admin/src/api/client.ts": ["admin/src/lib/meta.ts", "lib/content/errors.ts"],
    "admin/src/lib/meta.ts": [],
  });
  assertEquals(checkGraph(ok, ROOT), []);

  const problems = checkGraph(
    graph({
      "admin/src/components/checks.tsx": ["admin/src/screens/page_editor/block_labels.ts"],
      "admin/src/hooks/use_save.ts": ["admin/src/screens/page_editor/shortcuts.ts"],
      "admin/src/lib/save_user.ts": ["admin/src/api/users.ts", "type:admin/src/components/x.tsx"],
      "admin/src/screens/dashboard.tsx": ["admin/src/nav/lazy_screen.tsx"],
      "admin/src/blocks/faq.tsx": ["admin/src/page_types/faq.tsx"],
    }),
    ROOT,
  );
  assertEquals(brief(problems), [
    [
      "direction",
      "admin/src/components/checks.tsx",
      "imports admin/src/screens/page_editor/block_labels.ts",
    ],
    [
      "direction",
      "admin/src/hooks/use_save.ts",
      "imports admin/src/screens/page_editor/shortcuts.ts",
    ],
    ["direction", "admin/src/lib/save_user.ts", "imports admin/src/api/users.ts"],
    ["direction", "admin/src/lib/save_user.ts", "imports admin/src/components/x.tsx (type only)"],
    ["direction", "admin/src/screens/dashboard.tsx", "imports admin/src/nav/lazy_screen.tsx"],
    ["direction", "admin/src/blocks/faq.tsx", "imports admin/src/page_types/faq.tsx"],
  ]);
  assertEquals(
    problems[0].message,
    "admin/src/components/ (layer 3) imports upward into admin/src/screens/ (layer 6)",
  );
});

Deno.test("the admin imports only lib/content and lib/i18n of the server; a new folder is named", () => {
  const problems = checkGraph(
    graph({
      "admin/src/api/pages.ts": ["lib/content/blocks.ts", "lib/ops/pages/store.ts"],
      "admin/src/widgets/x.tsx": ["admin/src/lib/meta.ts", "lib/i18n/site.ts"],
      "admin/src/lib/meta.ts": [],
      // A cycle in the admin is caught as on the server.
      "admin/src/lib/a.ts": ["admin/src/lib/b.ts"],
      "admin/src/lib/b.ts": ["type:admin/src/lib/a.ts"],
    }),
    ROOT,
  );
  assertEquals(brief(problems), [
    ["admin-import", "admin/src/api/pages.ts", "imports lib/ops/pages/store.ts"],
    ["no-layer", "admin/src/widgets/x.tsx", "(not in ADMIN_LAYERS)"],
    ["cycle", "admin/src/lib/a.ts", "imports admin/src/lib/b.ts"],
  ]);
});
Deno.test("two lib/ops folders importing each other, or a ring of them, are caught", () => {
  const problems = checkGraph(
    graph({
      // pages ⇄ present, by a type-only import one way.
      "lib/ops/pages/get_page.ts": ["lib/ops/present/present_page.ts", "lib/ops/deps.ts"],
      "lib/ops/present/present_page.ts": ["type:lib/ops/pages/type_data.ts"],
      "lib/ops/pages/type_data.ts": [],
      // site → media → forms → site.
      "lib/ops/site/a.ts": ["lib/ops/media/b.ts"],
      "lib/ops/media/b.ts": ["lib/ops/forms/c.ts"],
      "lib/ops/forms/c.ts": ["lib/ops/site/d.ts"],
      "lib/ops/site/d.ts": [],
      // Not a problem: every folder imports the top-level files, one of which imports a folder.
      "lib/ops/deps.ts": [],
      "lib/ops/audit.ts": ["lib/ops/access/access.ts", "lib/ops/deps.ts"],
      "lib/ops/access/access.ts": ["lib/ops/deps.ts"],
    }),
    ROOT,
  );
  assertEquals(brief(problems), [
    [
      "ops-folders",
      "lib/ops/forms/",
      "imports lib/ops/site/ (lib/ops/forms/c.ts imports lib/ops/site/d.ts)",
    ],
    [
      "ops-folders",
      "lib/ops/pages/",
      "imports lib/ops/present/ (lib/ops/pages/get_page.ts imports lib/ops/present/present_page.ts)",
    ],
  ]);
  assertEquals(
    problems[1].message,
    "lib/ops folders that import each other (lib/ops/pages/, lib/ops/present/): move what they " +
      "share into one of them, or below lib/ops",
  );
});

Deno.test("a private lib/ops module imported from outside its folder is caught", () => {
  const problems = checkGraph(
    graph({
      "lib/ops/pages/store_version.ts": ["lib/ops/pages/_type_data.ts"],
      "lib/ops/pages/_type_data.ts": [],
      "lib/ops/site/collections.ts": ["type:lib/ops/pages/_type_data.ts"],
      "lib/site/state.ts": ["lib/ops/pages/_type_data.ts"],
    }),
    ROOT,
  );
  assertEquals(brief(problems), [
    ["private", "lib/ops/site/collections.ts", "imports lib/ops/pages/_type_data.ts (type only)"],
    ["private", "lib/site/state.ts", "imports lib/ops/pages/_type_data.ts"],
  ]);
});
