import fs from "node:fs";
import { monitorEventLoopDelay, PerformanceObserver, constants as perfConstants } from "node:perf_hooks";
import v8 from "node:v8";
import type * as PromClient from "prom-client";

/** GC kinds as prom-client names them (nodejs_gc_duration_seconds{kind}). */
const GC_KINDS: Record<number, string> = {
  [perfConstants.NODE_PERFORMANCE_GC_MAJOR]: "major",
  [perfConstants.NODE_PERFORMANCE_GC_MINOR]: "minor",
  [perfConstants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental",
  [perfConstants.NODE_PERFORMANCE_GC_WEAKCB]: "weakcb",
};

/**
 * The process's figures under prom-client's default names (so that the usual Node.js dashboards
 * read them): CPU, resident memory, the V8 heap and its limit, event-loop delay, GC pauses, open
 * file descriptors, active resources. Written here rather than with `collectDefaultMetrics`,
 * whose event-loop monitor (a 10 ms timer) and GC observer cannot be stopped: every app built
 * in a test worker would leave both running. Answers a function that stops them (app close).
 *
 * The event-loop delay figures (min, max, mean, percentiles) describe the time since the
 * previous scrape: the monitor starts over after each.
 */
export function registerProcessMetrics(prom: typeof PromClient, registry: PromClient.Registry): () => void {
  const registers = [registry];
  const gauge = (name: string, help: string, collect?: (this: PromClient.Gauge) => void) =>
    new prom.Gauge({ name, help, registers, ...(collect ? { collect } : {}) });

  // Each figure is read by its own metric's collect(): the registry reads the metrics one after
  // another, so a collect() that set other metrics would leave those a scrape behind.
  const cpu = (name: string, help: string, part: (usage: NodeJS.CpuUsage) => number) => {
    let last = part(process.cpuUsage());
    new prom.Counter({
      name,
      help,
      registers,
      collect() {
        const now = part(process.cpuUsage());
        this.inc((now - last) / 1e6);
        last = now;
      },
    });
  };
  cpu("process_cpu_user_seconds_total", "User CPU time spent in seconds.", (u) => u.user);
  cpu("process_cpu_system_seconds_total", "System CPU time spent in seconds.", (u) => u.system);
  cpu("process_cpu_seconds_total", "User and system CPU time spent in seconds.", (u) => u.user + u.system);
  gauge("process_start_time_seconds", "Start time of the process since the Unix epoch, in seconds.").set(
    Math.round(Date.now() / 1000 - process.uptime()),
  );
  gauge("process_resident_memory_bytes", "Resident memory size in bytes.", function () {
    this.set(process.memoryUsage.rss());
  });
  gauge("nodejs_heap_size_total_bytes", "Process heap size from Node.js in bytes.", function () {
    this.set(process.memoryUsage().heapTotal);
  });
  gauge("nodejs_heap_size_used_bytes", "Process heap size used from Node.js in bytes.", function () {
    this.set(process.memoryUsage().heapUsed);
  });
  gauge("nodejs_external_memory_bytes", "Node.js external memory size in bytes.", function () {
    this.set(process.memoryUsage().external);
  });
  // What the heap may grow to (--max-old-space-size, or V8's default for the machine): an alert
  // compares nodejs_heap_size_used_bytes with it, before the process dies of "heap out of memory".
  gauge("nodejs_heap_size_limit_bytes", "The V8 heap's size limit in bytes.", function () {
    this.set(v8.getHeapStatistics().heap_size_limit);
  });
  if (process.platform === "linux") {
    gauge("process_open_fds", "Number of open file descriptors.", function () {
      try {
        this.set(fs.readdirSync("/proc/self/fd").length - 1);
      } catch {
        /* not readable here: reported as before */
      }
    });
  }
  gauge(
    "nodejs_active_resources_total",
    "Resources keeping the event loop alive (handles, requests, timers).",
    function () {
      this.set(process.getActiveResourcesInfo().length);
    },
  );
  new prom.Gauge({
    name: "nodejs_version_info",
    help: "Node.js version info.",
    labelNames: ["version"],
    registers,
  }).set({ version: process.version }, 1);

  // Event-loop delay: a quick probe at each scrape (the time until setImmediate runs) and the
  // monitor's distribution since the previous scrape. The probe's metric is registered first and
  // sets the distribution's metrics before they are read (synchronously, before its await).
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const distribution: Array<[PromClient.Gauge, () => number]> = [];
  gauge(
    "nodejs_eventloop_lag_seconds",
    "Lag of the event loop in seconds (setImmediate at the scrape).",
    async function () {
      // A monitor without a sample yet reports min as a huge number: left as it was until it has one.
      if (delay.count > 0) for (const [g, read] of distribution) g.set(read() / 1e9);
      delay.reset();
      const started = process.hrtime.bigint();
      await new Promise((resolve) => setImmediate(resolve));
      this.set(Number(process.hrtime.bigint() - started) / 1e9);
    },
  );
  for (const [name, read] of [
    ["min", () => delay.min],
    ["max", () => delay.max],
    ["mean", () => delay.mean],
    ["stddev", () => delay.stddev],
    ["p50", () => delay.percentile(50)],
    ["p90", () => delay.percentile(90)],
    ["p99", () => delay.percentile(99)],
  ] as const) {
    const help = `The event-loop delay's ${name} since the previous scrape, in seconds.`;
    distribution.push([gauge(`nodejs_eventloop_lag_${name}_seconds`, help), read]);
  }

  const gc = new prom.Histogram({
    name: "nodejs_gc_duration_seconds",
    help: "Garbage collection duration by kind, one of major, minor, incremental or weakcb.",
    labelNames: ["kind"],
    buckets: [0.001, 0.01, 0.1, 1, 2, 5],
    registers,
  });
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const detail = (entry as { detail?: unknown }).detail as { kind?: number } | undefined;
      const kind = GC_KINDS[detail?.kind ?? -1] ?? "unknown";
      gc.observe({ kind }, entry.duration / 1000);
    }
  });
  gcObserver.observe({ entryTypes: ["gc"] });

  return () => {
    delay.disable();
    gcObserver.disconnect();
  };
}
