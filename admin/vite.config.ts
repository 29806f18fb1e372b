import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  root: import.meta.dirname,
  base: "/cmsadmin/",
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // One admin bundle (React, Mantine, router, i18n) is ~230 kB gzipped; that is expected here.
    chunkSizeWarningLimit: 1000,
  },
});
