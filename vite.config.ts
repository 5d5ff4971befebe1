import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The web app lives in src/web; index.html stays at the repository root so the
// Vite root is the repository root (Vitest, which falls back to this file when no
// vitest config exists, then still sees every test in the repository).
export default defineConfig({
  plugins: [react()],
  publicDir: "src/web/public",
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      // changeOrigin stays false: the API checks the Origin of unsafe requests
      // against its own origin, which is the dev server's Host here.
      "/api": { target: "http://127.0.0.1:3000", changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: "http://127.0.0.1:3000", changeOrigin: false },
    },
  },
});
