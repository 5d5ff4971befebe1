/**
 * `npm run bench -- interactions`: how long a buyer waits for the two commonest taps on a slow
 * phone's CPU (Chromium's CPU throttled 4× through the DevTools protocol, as Lighthouse's mobile
 * run does), against `npm start` with demo data:
 *
 * - a filter change on /cars (the "No accident" switch),
 * - opening a car from the list.
 *
 * For each it reports the interaction's latency as the browser's Event Timing API measures it
 * (input to the next paint: what INP counts; target ≤ 200 ms) and the time until the answer is
 * on screen (the list's new count; the car's name), which also includes the network. Median and
 * worst of `--runs` (default 5), with the machine's load named.
 *
 *   npm run bench -- interactions [--runs 5] [--port 3112] [--url http://…] [--trace DIR]
 *
 * `--renders`: counts, from React's commits after the tap (through the React DevTools hook, which
 * React calls in production builds too), how many cards each commit drew (mounted or rendered
 * again), and when: a figure the machine's speed does not change. The walk of the tree on each
 * commit costs time, so these runs' latencies are not the ones to report.
 *
 * `--trace DIR`: each counted run also records a Chromium trace (DIR/<interaction>-<run>.json)
 * from just before the tap until the answer is on screen, and prints its slowest input's
 * split (input delay, processing, presentation) and the main thread's tasks of 16 ms or more
 * after the tap (bench/trace-summary.ts).
 */
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { printTrace, summariseTrace } from "./trace-summary.js";
import { startBenchServer } from "./web-server.js";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const runs = Number(arg("runs") ?? 5);
const port = Number(arg("port") ?? 3112);
const externalUrl = arg("url");
const dataDir = arg("data-dir") ?? path.join(os.tmpdir(), "kcar-bench-web");
const traceDir = arg("trace");
const countRenders = process.argv.includes("--renders");
const CPU_SLOWDOWN = 4;

/** Buffered Event Timing entries from the page's start: every input's processing and next paint. */
const OBSERVE_EVENTS = `
  window.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__eventTimings.push({ name: e.name, start: e.startTime, duration: e.duration, id: e.interactionId, processingStart: e.processingStart, processingEnd: e.processingEnd });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

/**
 * A stand-in for the React DevTools hook: on each commit, the cards (host elements with
 * data-testid="car-card-name") whose props are new since the last commit, i.e. drawn in this one.
 */
const COUNT_RENDERS = `
  window.__commits = [];
  const seen = new WeakSet();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true, isDisabled: false,
    inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      let drawn = 0;
      const stack = [root.current];
      while (stack.length) {
        const f = stack.pop();
        const props = f.memoizedProps;
        // The card's name is drawn by the card itself (a link's own render, on every change of the
        // address, draws the card's <a> again but not what the card put inside it).
        if (f.tag === 5 && props && props["data-testid"] === "car-card-name" && !seen.has(props)) { seen.add(props); drawn++; }
        if (f.child) stack.push(f.child);
        if (f.sibling) stack.push(f.sibling);
      }
      window.__commits.push({ at: performance.now(), drawn });
    },
  };
`;

type Sample = { latency: number; visible: number; split?: string; commits?: string };

/** The commits since `since` (page time): when, and how many cards each drew. */
async function commitsSince(page: Page, since: number): Promise<string> {
  const commits = (await page.evaluate(`window.__commits.filter((c) => c.at >= ${since})`)) as {
    at: number;
    drawn: number;
  }[];
  const drawn = commits.reduce((n, c) => n + c.drawn, 0);
  return `${commits.length} commits, ${drawn} cards drawn: ${commits.map((c) => `+${Math.round(c.at - since)} ms ${c.drawn}`).join(", ")}`;
}
type Timing = { name: string; start: number; duration: number; processingStart: number; processingEnd: number };

/** The longest Event Timing duration of the inputs since `since` (page time, ms), and its split. */
async function latencySince(page: Page, since: number): Promise<{ latency: number; split: string }> {
  // An entry is reported once its frame has painted: wait two frames so the last one is in.
  await page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))");
  const entries = (await page.evaluate(
    `window.__eventTimings.filter((e) => e.start >= ${since} && e.id > 0)`,
  )) as Timing[];
  const worst = entries.reduce<Timing | undefined>((w, e) => (!w || e.duration > w.duration ? e : w), undefined);
  if (!worst) return { latency: 0, split: "" };
  const delay = worst.processingStart - worst.start;
  const processing = worst.processingEnd - worst.processingStart;
  const split = `${worst.name}: input delay ${delay.toFixed(0)}, processing ${processing.toFixed(0)}, presentation ${(worst.duration - delay - processing).toFixed(0)} ms`;
  return { latency: worst.duration, split };
}

const pageNow = async (page: Page) => (await page.evaluate("performance.now()")) as number;

async function openList(page: Page, base: string) {
  await page.goto(`${base}/cars`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
  await page.getByTestId("cars-total").waitFor();
}

async function filterChange(page: Page, base: string): Promise<Sample> {
  await openList(page, base);
  const before = await page.getByTestId("cars-total").textContent();
  const since = await pageNow(page);
  const started = Date.now();
  await page.getByTestId("filter-no-accident").click({ force: true });
  await page
    .getByTestId("cars-total")
    .filter({ hasNotText: before ?? "" })
    .waitFor({ timeout: 60_000 });
  const visible = Date.now() - started;
  const { latency, split } = await latencySince(page, since);
  // The rest of the answer's cards come in a transition after the first screen: wait for them.
  await page.waitForTimeout(countRenders ? 3000 : 0);
  return { latency, visible, split, commits: countRenders ? await commitsSince(page, since) : undefined };
}

async function openCar(page: Page, base: string): Promise<Sample> {
  await openList(page, base);
  const card = page.getByTestId("car-card").first();
  const since = await pageNow(page);
  const started = Date.now();
  await card.click();
  await page.getByTestId("car-name").waitFor({ timeout: 60_000 });
  const visible = Date.now() - started;
  const { latency, split } = await latencySince(page, since);
  return { latency, visible, split };
}

/** Records a trace around `interaction`'s tap (from when the list is on screen) into `file`. */
function traced(browser: Browser, file: string, interaction: typeof filterChange): typeof filterChange {
  return async (page, base) => {
    const original = page.getByTestId.bind(page);
    let tracing = false;
    // The trace starts once the list is open: openList's last wait is for the count.
    const start = async () => {
      if (tracing) return;
      tracing = true;
      await browser.startTracing(page, {
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing"],
      });
    };
    page.getByTestId = ((id: string) => {
      const locator = original(id);
      if (id === "filter-no-accident" || id === "car-card") void start();
      return locator;
    }) as typeof page.getByTestId;
    const sample = await interaction(page, base);
    if (tracing) fs.writeFileSync(file, await browser.stopTracing());
    return sample;
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function main() {
  if (traceDir) fs.mkdirSync(traceDir, { recursive: true });
  const server = await startBenchServer({ externalUrl, port, dataDir });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  try {
    const results: Record<string, Sample[]> = { "filter change (/cars)": [], "open a car from the list": [] };
    // Run 0 warms up and is not counted: a server just started is still busy (its first pages, the
    // list index, demo photos), and on two cores it took the browser's CPU: the same build measured
    // 424 ms for a filter change in its first runs and 40 ms once the server was settled.
    for (let i = 0; i <= runs; i++) {
      for (const [name, interaction] of [
        ["filter change (/cars)", filterChange],
        ["open a car from the list", openCar],
      ] as const) {
        // A new context each time: no cached pages or answers from the run before.
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await page.addInitScript(OBSERVE_EVENTS);
        if (countRenders) await page.addInitScript(COUNT_RENDERS);
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
        const run = i === 0 ? "warm-up" : `run ${i}`;
        const traceFile = traceDir && i > 0 ? `${traceDir}/${name.split(" ")[0]}-${i}.json` : undefined;
        const sample = await (traceFile ? traced(browser, traceFile, interaction) : interaction)(page, server.base);
        console.log(
          `${name} ${run}: latency ${Math.round(sample.latency)} ms, on screen ${sample.visible} ms` +
            (sample.split ? ` (${sample.split})` : ""),
        );
        if (sample.commits) console.log(`  ${sample.commits}`);
        if (traceFile) printTrace(summariseTrace(traceFile));
        if (i > 0) results[name].push(sample);
        await context.close();
      }
    }
    console.log(`\nInteractions, CPU ${CPU_SLOWDOWN}× slower, ${runs} runs; load ${os.loadavg()[0].toFixed(2)}`);
    console.log("| interaction | latency (median / worst) | on screen (median / worst) |");
    console.log("|---|---|---|");
    for (const [name, samples] of Object.entries(results)) {
      const latency = samples.map((s) => s.latency);
      const visible = samples.map((s) => s.visible);
      console.log(
        `| ${name} | ${Math.round(median(latency))} / ${Math.round(Math.max(...latency))} ms | ${median(visible)} / ${Math.max(...visible)} ms |`,
      );
    }
    console.log("target: latency ≤ 200 ms (input to next paint, the browser's Event Timing)");
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
