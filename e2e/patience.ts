// How long a browser test may wait, from how busy the machine is. Every wait in the browser
// tests follows the page's state (a locator, a poll, a response) and returns as soon as that
// state is there; these are only the limits after which a wait counts as failed. On a quiet
// machine they are the base figures; when other work keeps the cores busy (a load average of
// 6-15 on 2 cores made a 40-second test miss a fixed 60-second limit) they grow with the load,
// so a slow machine is not mistaken for a broken page, and a quiet run is no slower.
import os from "node:os";

/** Beyond this a machine is too busy for a test result to mean much; limits stop growing. */
const MAX_FACTOR = 6;

/** The machine's load per core over the last minute, at least 1 and at most MAX_FACTOR. */
export function loadFactor(): number {
  const perCore = os.loadavg()[0] / Math.max(1, os.availableParallelism());
  return Math.min(MAX_FACTOR, Math.max(1, perCore));
}

/** `ms` on a quiet machine, stretched by the current load. */
export function patient(ms: number): number {
  return Math.round(ms * loadFactor());
}
