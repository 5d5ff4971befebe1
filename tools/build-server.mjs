// Compiles the server for production into dist/server: one ES module bundle of src/server (and
// the src/shared code it imports) per entry, with packages left to node_modules. Production runs
// it with plain `node`, so no process holds tsx and its compiled-source caches (~37 MB each, which
// mattered for the ROLE=api memory target of issue 17). Dynamically imported modules (PDF
// rendering, demo data) stay separate chunks, loaded only by the processes that use them. The
// backup and restore commands are entries too (`node dist/server/backup-cli.js FILE`), so the
// production image, which has neither the sources nor tsx, runs them as well.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "dist/server");

fs.rmSync(outDir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // Named, so every entry and chunk sits in dist/server beside the migrations.
  entryPoints: {
    main: "src/server/main.ts",
    "backup-cli": "src/server/db/backup-cli.ts",
    "restore-cli": "src/server/db/restore-cli.ts",
    "secrets-rotate-cli": "src/server/secrets-rotate-cli.ts",
    // The demo catalogue's photos are drawn in a process of their own (demo/photos-child.ts).
    "demo-photos-child": "src/server/demo/photos-child.ts",
  },
  outdir: outDir,
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  logLevel: "warning",
});
// The migrations are read from beside the code (db/client.ts: `<its directory>/migrations`),
// and every chunk of the bundle sits in dist/server.
fs.cpSync(path.join(root, "src/server/db/migrations"), path.join(outDir, "migrations"), { recursive: true });
console.log(`server built into ${path.relative(root, outDir)}`);
