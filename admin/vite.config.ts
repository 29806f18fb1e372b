import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  root: import.meta.dirname,
  base: "/cmsadmin/",
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true },
});
