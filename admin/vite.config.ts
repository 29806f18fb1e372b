import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  root: import.meta.dirname,
  base: "/cmsadmin/",
  plugins: [react()],
  resolve: {
    // sanitize-html's style parser, which our rules never reach: see src/lib/postcss_stub.ts.
    alias: { postcss: new URL("./src/lib/postcss_stub.ts", import.meta.url).pathname },
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
