import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const local = (path: string) => new URL(path, import.meta.url).pathname;

export default defineConfig({
  root: import.meta.dirname,
  base: "/cmsadmin/",
  plugins: [react()],
  resolve: {
    alias: [
      // sanitize-html's style parser, which our rules never reach: see src/lib/postcss_stub.ts.
      { find: /^postcss$/, replacement: local("./src/lib/postcss_stub.ts") },
      // The admin is written against React's API and runs on Preact's (issue 23; see
      // docs/architecture.md, "The admin"): the same components at a third of React DOM's size.
      // Exact names only, so that a deeper import fails the build instead of mixing the two.
      { find: /^react$/, replacement: local("./src/lib/react_on_preact.ts") },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
    ],
    // One copy of Preact for the admin and every library that imports React.
    dedupe: ["preact"],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Which files each entry and screen loads: read by admin/bundle_report.ts for the size report
    // and the sign-in budget test.
    manifest: true,
    // build.ts prints every chunk's gzipped size and the budgets; Vite's warning adds nothing.
    chunkSizeWarningLimit: 1000,
  },
});
