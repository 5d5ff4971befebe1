/**
 * The sync agent and buyers' alerts together (issue 15): a scheduled or manual sync run that imports
 * a listing matching a saved search, or lowers a favourite's price, ends in the buyer's email.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { cars } from "../src/server/db/schema/cars.js";
import { startUpstreamSim, type UpstreamSim } from "../tools/upstream-sim/server.js";
import { drainJobs } from "./drain-jobs.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { patient } from "./patience.js";

let sim: UpstreamSim;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
let admin: string;

beforeAll(async () => {
  sim = await startUpstreamSim({ port: 0, host: "127.0.0.1", seed: 5, carCount: 80 });
  sink = await startSmtpSink();
  app = await createTestApp({
    smtpUrl: sink.url,
    upstreamBaseUrl: sim.url,
    upstreamUsername: "demo",
    upstreamPassword: "demo",
    upstreamRetryBaseMs: 5,
  });
  admin = await loginCookie(app, await createAdmin(app));
});
afterAll(async () => {
  await app?.close();
  await sim?.close();
  await sink?.stop();
});

const inject = (method: "GET" | "POST" | "PUT", url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, payload });

/** Starts a run as an admin would and lets it (and the alert scan and emails it asks for) finish. */
async function syncNow() {
  const res = await inject("POST", "/api/admin/sync-runs", admin);
  expect(res.statusCode, res.body).toBe(202);
  const runId = res.json().run_id as number;
  for (const deadline = Date.now() + patient(60_000); Date.now() < deadline;) {
    await drainJobs(app);
    const run = (await inject("GET", "/api/admin/sync-runs", admin))
      .json()
      .items.find((r: { id: number }) => r.id === runId);
    if (run && run.status !== "running") {
      await drainJobs(app);
      return run as { imported: number; price_changes: number; errors: string[] };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the sync run did not finish");
}

it("a sync run's new listing reaches a saved search's email, and its price refresh a favourite's", async () => {
  const template = sim.state.cars.find((c) => c.state === "available" && !c.brokenRow && c.priceManwon)!;
  const rule = { complex_code: template.complexCode, maker: template.maker, enabled: true };
  expect((await inject("POST", "/api/admin/sync-rules", admin, rule)).statusCode).toBe(201);

  const buyer = await createUser(app, { country: "US" });
  const cookie = await loginCookie(app, buyer);
  const saved = await inject("POST", "/api/users/me/saved-searches", cookie, {
    name: "My maker",
    filters: { maker: template.maker },
    email_alerts: true,
  });
  expect(saved.statusCode, saved.body).toBe(201);

  // The first run imports every listing of the rule: each is new to the buyer's saved search.
  const first = await syncNow();
  expect(first.imported).toBeGreaterThan(0);
  const listing = await sink.waitFor((m) => JSON.stringify(m.to).includes(buyer.email));
  expect(listing.subject).toMatch(/new cars? match/i);
  const [imported] = await app.core.db.select().from(cars).where(eq(cars.upstreamKey, template.key));
  expect(listing.html).toContain(`/cars/${imported.id}`);

  // The buyer watches that car; upstream lowers its price; the next run records it and tells the buyer.
  expect((await inject("PUT", `/api/users/me/favorites/${imported.id}`, cookie)).statusCode).toBe(204);
  const loweredManwon = template.priceManwon! - 100;
  sim.state.setCarPrice(template.key, loweredManwon);
  const mailsBefore = sink.messages.length;
  const second = await syncNow();
  expect(second).toMatchObject({ imported: 0, price_changes: 1 });
  const drop = await sink.waitFor(
    (m) => sink.messages.indexOf(m) >= mailsBefore && JSON.stringify(m.to).includes(buyer.email),
  );
  expect(drop.html).toContain(`/cars/${imported.id}`);
  expect(drop.text).toContain(`to ₩${(loweredManwon * 10_000).toLocaleString("en")}`);
});
