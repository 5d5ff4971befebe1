// Builds the web app only when its inputs changed since the last build, so a second
// `npm start` does not spend a minute or more in `vite build` (issue 16). The inputs'
// hash is stored beside the build; `--force` builds regardless.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "dist/web");
const stampFile = path.join(outDir, ".build-hash");
// Everything `vite build` reads: the web sources, the shared code they import, the page,
// the build configuration and the exact dependency versions.
const inputs = [
  "src/web",
  "src/shared",
  "index.html",
  "vite.config.ts",
  "tsconfig.json",
  "tsconfig.web.json",
  "package-lock.json",
];

function listFiles(root, rel) {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return [];
  if (!fs.statSync(abs).isDirectory()) return [rel];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The hash of every build input under `root` (exported for its test). */
export function inputsHash(root) {
  const hash = crypto.createHash("sha256");
  const files = inputs.flatMap((rel) => listFiles(root, rel)).sort();
  for (const file of files) {
    // The name is hashed too: a renamed or deleted file changes the build.
    hash.update(`${file.split(path.sep).join("/")}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

function main() {
  const force = process.argv.includes("--force");
  const hash = inputsHash(root);
  const built = fs.existsSync(path.join(outDir, "index.html")) && fs.existsSync(stampFile);
  if (!force && built && fs.readFileSync(stampFile, "utf8").trim() === hash) {
    console.log("Web app is up to date (dist/web); skipping vite build.");
    return;
  }
  console.log(built ? "Web app sources changed: building…" : "Building the web app (first start)…");
  const started = Date.now();
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  // Always the production build: vite takes NODE_ENV from its environment, and the browser tests
  // build from inside vitest (NODE_ENV=test), which bundled React's development build — a slower,
  // different app than users get, and one that `npm start` then served as "up to date".
  const result = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stampFile, `${hash}\n`);
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
