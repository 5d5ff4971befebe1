import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

/**
 * Mantine's ScrollArea (inside every Table) imports one hook from `@floating-ui/react`, which
 * pulled floating-ui's whole shared chunk (14 KB brotli) into the car page's first load. Its import
 * is pointed at the same hook built on Mantine's own (src/web/app/scroll-area-merge-refs.ts);
 * popovers and tooltips still import floating-ui itself, when they are used.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const hook = fileURLToPath(new URL("./src/web/app/scroll-area-merge-refs.ts", import.meta.url));
  return {
    name: "scroll-area-without-floating-ui",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "@floating-ui/react" && importer?.includes("/@mantine/core/esm/components/ScrollArea/"))
        return hook;
      return null;
    },
  };
}

// The web app lives in src/web; index.html stays at the repository root so the
// Vite root is the repository root (Vitest, which falls back to this file when no
// vitest config exists, then still sees every test in the repository).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), scrollAreaWithoutFloatingUi()],
  publicDir: isSsrBuild ? false : "src/web/public",
  build: {
    outDir: isSsrBuild ? "dist/web-ssr" : "dist/web",
    emptyOutDir: true,
    // A lazy chunk's own imports are fetched as the browser reads it, not announced ahead by
    // Vite's preload helper: on a page the server drew, the helper appended one <link> per chunk
    // (50–70 for the list or a car) while the app started, about 150 ms of a phone's main thread
    // in one task; and those early requests held the connections the page's photo needed.
    // Stylesheets are still loaded ahead (a page must not show unstyled).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === "html" ? deps : deps.filter((dep) => dep.endsWith(".css")),
    },
    // Everything the entry imports stays in the entry's chunk, as Rollup (Vite 7) did. Rolldown
    // otherwise splits the modules the entry shares with lazy pages into ~30 small chunks, each
    // preloaded by the page: on Lighthouse's slow phone network the list and car pages' LCP went
    // from 2.2 to 3.2 s (e2e/ssr.e2e.ts checks the page names one script).
    rolldownOptions: isSsrBuild
      ? undefined
      : { output: { codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] } } },
  },
  // The server render (src/web/entry-server.tsx → dist/web-ssr) carries its libraries inside it.
  ssr: { noExternal: true },
  // …and React's production build among them: Vite leaves `process.env.NODE_ENV` to the running
  // server in an SSR bundle, and a server started without NODE_ENV=production rendered every page
  // with React's development build (prop checks, dev stacks: 180 ms of CPU per car page).
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : undefined,
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
}));
