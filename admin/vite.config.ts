import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { type FirstLoad, firstLoadGroups, recordChunkModules } from "./first_load_chunks.ts";

const local = (path: string) => new URL(path, import.meta.url).pathname;

// build.ts builds twice (first_load_chunks.ts says why): the first build records its chunks'
// modules, the second puts the first screens' and the editor's shared modules in a few chunks.
const recordTo = Deno.env.get("ADMIN_CHUNK_MODULES");
const firstLoadFile = Deno.env.get("ADMIN_FIRST_LOAD");
const firstLoad: FirstLoad | null = firstLoadFile
  ? JSON.parse(Deno.readTextFileSync(firstLoadFile))
  : null;

export default defineConfig({
  root: import.meta.dirname,
  base: "/cmsadmin/",
  plugins: [react(), ...(recordTo ? [recordChunkModules(recordTo)] : [])],
  resolve: {
    alias: [
      // sanitize-html's style parser, which our rules never reach: see src/lib/postcss_stub.ts.
      { find: /^postcss$/, replacement: local("./src/lib/postcss_stub.ts") },
    ],
    // One copy of React for the admin and every library that imports it.
    dedupe: ["react", "react-dom"],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Which files each entry and screen loads: read by admin/bundle_report.ts for the size report
    // and the sign-in budget test.
    manifest: true,
    // build.ts prints every chunk's gzipped size and the budgets; Vite's warning adds nothing.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: firstLoad
      ? {
        output: {
          codeSplitting: { groups: firstLoadGroups(firstLoad, local("./src/main.tsx")) },
        },
      }
      : {},
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => hostType === "html" ? deps : [],
    },
  },
});
