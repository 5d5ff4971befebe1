/**
 * What a Chromium trace's main thread did after a tap (bench/interactions.ts `--trace DIR`): each
 * task of 16 ms or more from the tap on, with what it was (the input event, a timer, a network
 * answer, a frame) and what its time went to (script, style and layout, paint, React's scheduler).
 *
 *   npx tsx bench/trace-summary.ts FILE.json [--since-ms 0]
 */
import fs from "node:fs";

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
};

export type TaskLine = { at: number; dur: number; what: string; parts: string };

/** The renderer main thread of the page: the thread named CrRendererMain that ran the most. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const names = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  let best = { pid: 0, tid: 0, busy: -1 };
  for (const n of names) {
    const busy = events
      .filter((e) => e.pid === n.pid && e.tid === n.tid && e.name === "RunTask")
      .reduce((s, e) => s + (e.dur ?? 0), 0);
    if (busy > best.busy) best = { pid: n.pid, tid: n.tid, busy };
  }
  return best;
}

const KINDS: Record<string, string> = {
  FunctionCall: "script",
  EvaluateScript: "script",
  "v8.compile": "compile",
  "v8.compileModule": "compile",
  "v8.evaluateModule": "script",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  ParseHTML: "parse",
  MajorGC: "gc",
  MinorGC: "gc",
  "V8.GC_SCAVENGER": "gc",
  "V8.GC_MARK_COMPACTOR": "gc",
};

/** Tasks of at least `minMs` from `sinceTs` (trace µs; the tap) on. */
export function summariseTrace(file: string, tapTs?: number, minMs = 16): TaskLine[] {
  const raw = JSON.parse(fs.readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const main = mainThread(events);
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X")
    .sort((a, b) => a.ts - b.ts);
  const tap =
    tapTs ??
    onMain.find(
      (e) => e.name === "EventDispatch" && ["pointerdown", "mousedown", "click"].includes(String(e.args?.data?.type)),
    )?.ts ??
    onMain[0]?.ts ??
    0;
  const lines: TaskLine[] = [];
  const tasks = onMain.filter((e) => e.name === "RunTask" && e.ts + (e.dur ?? 0) >= tap);
  for (const task of tasks) {
    const dur = (task.dur ?? 0) / 1000;
    if (dur < minMs) continue;
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts < end && e !== task);
    const parts = new Map<string, number>();
    // Only the outermost event of each kind counts (a FunctionCall inside an EventDispatch…).
    let coveredUntil = 0;
    for (const e of inside) {
      const kind = KINDS[e.name];
      if (!kind) continue;
      if (e.ts < coveredUntil && kind === "script") continue;
      if (kind === "script") coveredUntil = e.ts + (e.dur ?? 0);
      parts.set(kind, (parts.get(kind) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const dispatch = inside.find((e) => e.name === "EventDispatch");
    const timer = inside.find((e) => e.name === "TimerFire");
    const frame = inside.find((e) => e.name === "FireAnimationFrame");
    const xhr = inside.find((e) => /XHR|ResourceReceive|ResourceFinish/.test(e.name));
    const fn = inside.find((e) => e.name === "FunctionCall")?.args?.data;
    const what = dispatch
      ? `input ${String(dispatch.args?.data?.type)}`
      : timer
        ? "timer"
        : frame
          ? "animation frame"
          : xhr
            ? "network answer"
            : fn
              ? `script ${String(fn.functionName || "(anonymous)")} ${String(fn.url ?? "").replace(/^.*\//, "")}`
              : (inside.find((e) => KINDS[e.name])?.name ?? "task");
    lines.push({
      at: (task.ts - tap) / 1000,
      dur,
      what,
      parts: [...parts]
        .sort((a, b) => b[1] - a[1])
        .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
        .join(", "),
    });
  }
  return lines;
}

export function printTrace(lines: TaskLine[], log = console.log) {
  for (const l of lines)
    log(`  +${l.at.toFixed(0).padStart(5)} ms  ${l.dur.toFixed(0).padStart(4)} ms  ${l.what}  (${l.parts})`);
}

if (process.argv[1]?.endsWith("trace-summary.ts")) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: npx tsx bench/trace-summary.ts FILE.json");
    process.exit(2);
  }
  printTrace(summariseTrace(file));
}
