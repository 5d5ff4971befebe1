/**
 * Open-loop load at a steady rate, for "p99 at 500 requests/s".
 *
 * autocannon's rate option lets every connection fire its whole per-second quota at the
 * start of each second, so "500/s" arrives as one burst of 500 requests a second and the
 * tail latency measures the burst, not the rate. Here requests leave evenly spaced
 * (every 1000/rate ms) over a keep-alive undici pool, and each latency is counted from the
 * moment the request was due, so a stalled server is not hidden by a stalled client
 * (no coordinated omission). Throughput at full speed is still measured with autocannon.
 */
import { performance } from "node:perf_hooks";
import { Pool } from "undici";

export type PacedResult = { rps: number; p50: number; p99: number; max: number; non2xx: number; errors: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

export async function pacedLoad(
  origin: string,
  paths: string[],
  opts: { rate: number; seconds: number; connections?: number },
): Promise<PacedResult> {
  const pool = new Pool(origin, { connections: opts.connections ?? 64, pipelining: 1, keepAliveTimeout: 60_000 });
  const total = Math.round(opts.rate * opts.seconds);
  const interval = 1000 / opts.rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  const inflight = new Set<Promise<void>>();
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      while (sent < due) {
        const scheduled = start + sent * interval;
        const path = paths[sent % paths.length];
        sent++;
        const request: Promise<void> = pool.request({ path, method: "GET" }).then(
          async (res) => {
            await res.body.dump();
            if (res.statusCode >= 300) non2xx++;
            latencies.push(performance.now() - scheduled);
          },
          () => {
            errors++;
          },
        );
        inflight.add(request);
        void request.finally(() => inflight.delete(request));
      }
      if (sent >= total) resolve();
      else setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(inflight);
  const elapsed = (performance.now() - start) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: round1(percentile(latencies, 50)),
    p99: round1(percentile(latencies, 99)),
    max: round1(latencies[latencies.length - 1] ?? 0),
    non2xx,
    errors,
  };
}
