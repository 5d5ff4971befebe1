// The upstream simulator the adapter's tests talk to (a test fixture, imported by *.test.ts only):
// one per test file, its faults and counters reset before each test, and the clients a test made
// closed after it.
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { SimCar } from "../../../../tools/upstream-sim/generator.js";
import { startUpstreamSim, type UpstreamSim } from "../../../../tools/upstream-sim/server.js";
import { createUpstreamClient, type UpstreamClient, type UpstreamClientOptions } from "./adapter.js";

/** The running simulator of the current test file (set before its first test). */
export let sim: UpstreamSim;
const clients: UpstreamClient[] = [];

/** Starts the file's simulator and resets it before each test; call once at the top of a test file. */
export function useAdapterSim(): void {
  beforeAll(async () => {
    sim = await startUpstreamSim({ port: 0, seed: 1 });
  });
  afterAll(() => sim.close());
  beforeEach(() => {
    sim.faults.reset();
    sim.state.resetCounters();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });
}

/** A client of the simulator as the demo account, closed after the test. */
export function client(overrides: Partial<UpstreamClientOptions> = {}): UpstreamClient {
  const c = createUpstreamClient({
    baseUrl: sim.url,
    username: "demo",
    password: "demo",
    retryBaseMs: 5,
    ...overrides,
  });
  clients.push(c);
  return c;
}

/** The first simulated car that passes `test`. */
export function findCar(test: (c: SimCar) => boolean): SimCar {
  const car = sim.state.cars.find(test);
  if (!car) throw new Error("no such car in the simulated catalogue");
  return car;
}
