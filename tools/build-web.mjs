// Builds the web app only when its inputs changed since the last build, so a second
// `npm start` does not spend a minute or more in `vite build` (issue 16). The inputs'
// hash is stored beside the build; `--force` builds regardless.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "dist/web");
const ssrOutDir = path.join(root, "dist/web-ssr");
const stampFile = path.join(outDir, ".build-hash");
const lockDir = path.join(root, "dist/.build-web.lock");
// Everything `vite build` reads: the web sources, the shared code they import, the page,
// the build configuration and the exact dependency versions.
const inputs = [
  "src/web",
  "src/shared",
  "index.html",
  "vite.config.ts",
  // This file: how the build is made (e.g. which files get precompressed) is an input too.
  "tools/build-web.mjs",
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

// Text assets the server sends as they are when the client accepts brotli or gzip
// (plugins/web-assets.ts, @fastify/static's preCompressed). index.html is not among them: the
// server renders it per page and compresses that on the fly.
const PRECOMPRESS = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
const PRECOMPRESS_MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes <file>.br (brotli 11) and <file>.gz (gzip 9) beside every text asset of `dir` worth it;
 * a variant that would not be smaller is not written (the server then sends the file itself).
 * Returns the bytes before and after (brotli) for the build's log.
 */
export async function precompress(dir) {
  const files = listFiles(dir, ".").filter((f) => PRECOMPRESS.test(f));
  let raw = 0;
  let packed = 0;
  const one = async (rel) => {
    const abs = path.join(dir, rel);
    const body = await fs.promises.readFile(abs);
    if (body.length < PRECOMPRESS_MIN_BYTES) return;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    raw += body.length;
    packed += Math.min(br.length, body.length);
    if (br.length < body.length) await fs.promises.writeFile(`${abs}.br`, br);
    if (gz.length < body.length) await fs.promises.writeFile(`${abs}.gz`, gz);
  };
  // Two at a time: the machine that builds also serves.
  for (let i = 0; i < files.length; i += 2) await Promise.all(files.slice(i, i + 2).map(one));
  return { files: files.length, raw, packed };
}

/**
 * One build at a time: `npm test` builds while the browser tests (and the page tests) build too.
 * A second builder waits for the first (a lock directory; one older than 15 minutes was left by a
 * killed build), then finds the build up to date.
 */
async function withLock(work) {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  const waitUntil = Date.now() + 20 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 15 * 60_000) fs.rmSync(lockDir, { recursive: true, force: true });
      else if (Date.now() > waitUntil) throw new Error(`another web build holds ${lockDir}`, { cause: err });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    await work();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

async function main() {
  try {
    await withLock(build);
  } catch (err) {
    console.error(err.message);
    process.exit(err.exitCode ?? 1);
  }
}

async function build() {
  const force = process.argv.includes("--force");
  const hash = inputsHash(root);
  const built =
    fs.existsSync(path.join(outDir, "index.html")) &&
    fs.existsSync(path.join(ssrOutDir, "entry-server.js")) &&
    fs.existsSync(stampFile);
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
  if (result.status !== 0) throw Object.assign(new Error("vite build failed"), { exitCode: result.status ?? 1 });
  // The server render of the public pages (src/web/entry-server.tsx → dist/web-ssr).
  const ssr = spawnSync(process.execPath, [vite, "build", "--ssr", "src/web/entry-server.tsx", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (ssr.status !== 0) throw Object.assign(new Error("vite build --ssr failed"), { exitCode: ssr.status ?? 1 });
  const packed = await precompress(outDir);
  console.log(
    `Precompressed ${packed.files} text assets: ${(packed.raw / 1024).toFixed(0)} KB → ${(packed.packed / 1024).toFixed(0)} KB (brotli).`,
  );
  fs.writeFileSync(stampFile, `${hash}\n`);
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
