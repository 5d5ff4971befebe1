/** The simulator's control endpoints (/__sim/...), so tests and demos can steer it over HTTP. */
import type http from "node:http";
import { applyFaultPatch, defaultFaults, type SimFaults } from "./faults.js";
import type { SimCarState } from "./generator.js";
import type { UpstreamSimState } from "./server.js";

export interface ControlAnswer {
  status: number;
  body: unknown;
}

const STATES: SimCarState[] = ["available", "sold", "deleted"];

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text || "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function faultView(faults: SimFaults): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const name of Object.keys(defaultFaults())) view[name] = (faults as unknown as Record<string, unknown>)[name];
  return view;
}

function stateView(state: UpstreamSimState): Record<string, unknown> {
  const byState: Record<string, number> = { available: 0, sold: 0, deleted: 0 };
  for (const car of state.cars) byState[car.state] += 1;
  return { requests: state.requests, logins: state.logins, sessions: state.sessionCount(), cars: byState };
}

export function handleControl(
  req: http.IncomingMessage,
  path: string,
  faults: SimFaults,
  state: UpstreamSimState,
  body: string,
): ControlAnswer {
  if (path === "/__sim/faults") {
    if (req.method === "GET") return { status: 200, body: faultView(faults) };
    const patch = parseJson(body);
    if (!patch) return { status: 400, body: { error: "JSON object expected" } };
    const error = applyFaultPatch(faults, patch);
    return error ? { status: 400, body: { error } } : { status: 200, body: faultView(faults) };
  }
  if (path === "/__sim/state") {
    if (req.method === "GET") return { status: 200, body: stateView(state) };
    const patch = parseJson(body);
    if (!patch) return { status: 400, body: { error: "JSON object expected" } };
    if (patch.resetCounters) state.resetCounters();
    if (patch.state !== undefined || (patch.key !== undefined && patch.priceManwon === undefined)) {
      if (typeof patch.key !== "string" || !STATES.includes(patch.state as SimCarState)) {
        return { status: 400, body: { error: "key (string) and state (available|sold|deleted) expected" } };
      }
      if (!state.setCarState(patch.key, patch.state as SimCarState))
        return { status: 404, body: { error: "unknown car" } };
    }
    if (patch.priceManwon !== undefined) {
      const price = patch.priceManwon;
      if (typeof patch.key !== "string" || !(price === null || (Number.isInteger(price) && (price as number) > 0))) {
        return { status: 400, body: { error: "key (string) and priceManwon (positive integer or null) expected" } };
      }
      if (!state.setCarPrice(patch.key, price as number | null)) return { status: 404, body: { error: "unknown car" } };
    }
    if (patch.addFrom !== undefined) {
      if (typeof patch.addFrom !== "string") return { status: 400, body: { error: "addFrom (a car key) expected" } };
      const car = state.addCar(patch.addFrom);
      if (!car) return { status: 404, body: { error: "unknown car" } };
      return { status: 200, body: { ...stateView(state), added: car.key } };
    }
    return { status: 200, body: stateView(state) };
  }
  return { status: 404, body: { error: "unknown control path" } };
}
