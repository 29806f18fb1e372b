import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  root: import.meta.dirname,
  base: "/cmsadmin/",
  plugins: [react()],
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
