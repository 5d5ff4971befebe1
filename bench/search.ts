/**
 * Free-text search latency through the real service (issue 17, "q p99 ≤ 50 ms under load"):
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_catalogue npm run bench -- search
 *
 * On the catalogue database (BENCH_CARS cars, filled when missing), with the app
 * (catalogue-servers.ts "app") in its own process, open-loop at a steady rate (paced-load.ts):
 *  1. a few popular words, one, two and more characters long, over and over: mostly answered
 *     from the response cache, as the popular searches of a real site are;
 *  2. every request a different two-character word (Korean syllable pairs of the vehicle-term
 *     dictionary, and numbers): nothing cached, so each one runs its page and its capped count;
 *     the words that trigram indexes cannot look up.
 * Prints p50/p99/max per part. BENCH_Q_RATE sets the rate of part 2 (default 50 req/s).
 */
import { fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_TRANSLATIONS } from "../src/shared/vehicle-terms.js";
import { ensureDatabase } from "./catalogue.js";
import { ensureBenchCatalogue } from "./catalogue-data.js";
import { pacedLoad, type PacedResult } from "./paced-load.js";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_catalogue";
const CARS = Number(process.env.BENCH_CARS ?? 100_000);
const RATE = Number(process.env.BENCH_Q_RATE ?? 50);
const here = path.dirname(fileURLToPath(import.meta.url));
const enc = encodeURIComponent;

/** Distinct two-character words in a fixed shuffled order (the same on every run). */
function twoCharacterWords(): string[] {
  const words = new Set<string>();
  for (const t of DEFAULT_TRANSLATIONS) {
    const chars = [...t.ko.replace(/\s/g, "")];
    for (let i = 0; i + 1 < chars.length; i++) words.add(chars[i] + chars[i + 1]);
  }
  for (let n = 10; n < 100; n++) words.add(String(n));
  const list = [...words];
  let seed = 7;
  for (let i = list.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

const line = (name: string, r: PacedResult) =>
  `${name}: p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms` +
  (r.non2xx + r.errors > 0 ? `  !! ${r.non2xx} non-2xx, ${r.errors} errors` : "");

async function main() {
  await ensureDatabase(DATABASE_URL);
  await ensureBenchCatalogue(DATABASE_URL, CARS, (message) => console.log(message));
  const child = fork(path.join(here, "catalogue-servers.ts"), ["app", DATABASE_URL], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve) => child.once("message", (m: { port: number }) => resolve(m.port)));
  const origin = `http://127.0.0.1:${port}`;
  try {
    // JIT warm-up on paths that are not measured.
    await pacedLoad(origin, ["/api/cars", "/api/cars?sort=price_asc", `/api/cars?maker=${enc("기아")}`], {
      rate: 100,
      seconds: 3,
    });
    const popular = ["sonata", "현대", "соната", "12", "hyundai"].map((q) => `/api/cars?q=${enc(q)}`);
    console.log(line("popular words, 200 req/s for 5 s", await pacedLoad(origin, popular, { rate: 200, seconds: 5 })));
    const words = twoCharacterWords();
    const seconds = Math.max(1, Math.floor(words.length / RATE));
    const distinct = words.slice(0, RATE * seconds).map((w) => `/api/cars?q=${enc(w)}`);
    console.log(
      line(
        `${distinct.length} different two-character words, ${RATE} req/s`,
        await pacedLoad(origin, distinct, { rate: RATE, seconds }),
      ),
    );
  } finally {
    child.send({ cmd: "stop" });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
