// How long a test may wait, from how busy the machine is. Every wait in the tests follows the
// state it waits for (a locator, a poll, a response, a child's output) and returns as soon as that
// state is there; these are only the limits after which a wait counts as failed. On a quiet
// machine they are the base figures; when other work keeps the cores busy (a load average of
// 6-15 on 2 cores made a 40-second test miss a fixed 60-second limit) they grow with the load,
// so a slow machine is not mistaken for a broken app, and a quiet run is no slower.
import fs from "node:fs";
import os from "node:os";

/** Beyond this a machine is too busy for a test result to mean much; limits stop growing. */
const MAX_FACTOR = 6;

/**
 * Processes running or waiting for a core right now, this one aside (Linux: /proc/loadavg's
 * fourth field); 0 elsewhere. The load average lags a minute behind: two busy loops started
 * with the suite are only in it a minute later, but here at once.
 */
function runnableNow(): number {
  try {
    const running = Number(fs.readFileSync("/proc/loadavg", "utf8").split(" ")[3]?.split("/")[0]);
    return Number.isFinite(running) ? Math.max(0, running - 1) : 0;
  } catch {
    return 0;
  }
}

/** The machine's load per core (last minute's average, or right now if higher), from 1 to MAX_FACTOR. */
export function loadFactor(): number {
  const load = Math.max(os.loadavg()[0], runnableNow());
  const perCore = load / Math.max(1, os.availableParallelism());
  return Math.min(MAX_FACTOR, Math.max(1, perCore));
}

/** `ms` on a quiet machine, stretched by the current load. */
export function patient(ms: number): number {
  return Math.round(ms * loadFactor());
}

/**
 * The limit of a wait for a change that another instance must see while it still holds a cached
 * copy (the catalogue's and the settings' copies live 15 s): stretched by the load like every
 * limit, but always well under that lifetime, so only the invalidation message can satisfy it.
 */
export function beforeCacheExpiry() {
  return { timeout: Math.min(patient(1000), 10_000), interval: 20 };
}

/**
 * Reads `read()` every `intervalMs` until `done` says its value is the awaited state, and returns
 * that value; throws `what` when `patient(ms)` has passed first.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { ms, what, intervalMs = 100 }: { ms: number; what: string; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + patient(ms);
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} (waited ${patient(ms)} ms)`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
