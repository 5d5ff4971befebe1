/** Switchable misbehaviour of the simulated upstream (set directly or via POST /__sim/faults). */
import { mulberry32, type Rng } from "./prng.js";

export interface SimFaultSettings {
  /** All sessions expire after this many more protected requests (null: off). */
  expireAfterRequests: number | null;
  /** Every protected request answers the expiry body, even right after a login. */
  alwaysExpire: boolean;
  /** Share (0..1) of requests answered with 503, drawn from a seeded PRNG. */
  status5xxRate: number;
  /** The next n requests answer 503. */
  fail5xxNext: number;
  /** Delay before every answer. */
  slowMs: number;
  /** The next n answers send only half their body. */
  truncateNext: number;
  /** end: half a body then a clean end (chunked); close: Content-Length of the whole, then the socket is cut. */
  truncateMode: "end" | "close";
  /** Only paths starting with this prefix are affected by 5xx/slow/truncate (null: all). */
  faultPath: string | null;
}

export function defaultFaults(): SimFaultSettings {
  return {
    expireAfterRequests: null,
    alwaysExpire: false,
    status5xxRate: 0,
    fail5xxNext: 0,
    slowMs: 0,
    truncateNext: 0,
    truncateMode: "end",
    faultPath: null,
  };
}

export interface SimFaults extends SimFaultSettings {
  /** Every current session expires at once. */
  expireSessionsNow(): void;
  /** Back to no faults. */
  reset(): void;
}

export interface FaultDecision {
  fail5xx: boolean;
  truncate: boolean;
  slowMs: number;
}

export function createFaults(seed: number, expireAll: () => void): SimFaults & { decide(path: string): FaultDecision } {
  const rng: Rng = mulberry32(seed ^ 0x5eed5eed);
  const faults = {
    ...defaultFaults(),
    expireSessionsNow: expireAll,
    reset() {
      Object.assign(faults, defaultFaults());
    },
    decide(path: string): FaultDecision {
      const none = { fail5xx: false, truncate: false, slowMs: 0 };
      if (faults.faultPath !== null && !path.startsWith(faults.faultPath)) return none;
      let fail5xx = false;
      if (faults.fail5xxNext > 0) {
        faults.fail5xxNext -= 1;
        fail5xx = true;
      } else if (faults.status5xxRate > 0 && rng() < faults.status5xxRate) {
        fail5xx = true;
      }
      let truncate = false;
      if (!fail5xx && faults.truncateNext > 0) {
        faults.truncateNext -= 1;
        truncate = true;
      }
      return { fail5xx, truncate, slowMs: faults.slowMs };
    },
  };
  return faults;
}

const nonNegativeInt = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;

const VALID: Record<keyof SimFaultSettings, (v: unknown) => boolean> = {
  expireAfterRequests: (v) => v === null || nonNegativeInt(v),
  alwaysExpire: (v) => typeof v === "boolean",
  status5xxRate: (v) => typeof v === "number" && v >= 0 && v <= 1,
  fail5xxNext: nonNegativeInt,
  slowMs: nonNegativeInt,
  truncateNext: nonNegativeInt,
  truncateMode: (v) => v === "end" || v === "close",
  faultPath: (v) => v === null || typeof v === "string",
};

/** Applies a JSON body of POST /__sim/faults; returns an error text, or null when applied. */
export function applyFaultPatch(faults: SimFaults, patch: Record<string, unknown>): string | null {
  // Validate everything first so a bad patch changes nothing.
  for (const [name, value] of Object.entries(patch)) {
    if (name === "expireSessionsNow" || name === "reset") continue;
    const valid = VALID[name as keyof SimFaultSettings];
    if (!valid) return `unknown fault ${name}`;
    if (!valid(value)) return `bad value for ${name}`;
  }
  if (patch.reset) faults.reset();
  for (const [name, value] of Object.entries(patch)) {
    if (name in VALID) (faults as unknown as Record<string, unknown>)[name] = value;
  }
  if (patch.expireSessionsNow) faults.expireSessionsNow();
  return null;
}
