// The condition report (api.md "The buyer's decision", "Condition report"; upstream.md "Inspection
// record"): read by the import and the sync run from the simulator's inspection pages, shown on car
// detail and in the list, filtered, and set by an admin. Unknown stays unknown.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cars } from "../src/server/db/schema/cars.js";
import type { SimCar } from "../tools/upstream-sim/generator.js";
import { expectedReading, type SimInspection } from "../tools/upstream-sim/inspection.js";
import { startUpstreamSim, type UpstreamSim } from "../tools/upstream-sim/server.js";
import { createAdmin, createCar, createUser, loginCookie } from "./factories.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { patient, pollUntil } from "./patience.js";

let sim: UpstreamSim;
let app: TestApp;
let admin: string;
let user: string;
const CHECK = "/car/check_view.html";
const DETAIL = "/car/car_view.html";

beforeAll(async () => {
  sim = await startUpstreamSim({ port: 0, host: "127.0.0.1", seed: 11, carCount: 800 });
  app = await createTestApp({
    upstreamBaseUrl: sim.url,
    upstreamUsername: "demo",
    upstreamPassword: "demo",
    upstreamRetryBaseMs: 5,
    upstreamTimeoutMs: 1500,
  });
  admin = await loginCookie(app, await createAdmin(app));
  user = await loginCookie(app, await createUser(app));
});
afterAll(async () => {
  await app?.close();
  await sim?.close();
});
beforeEach(() => {
  sim.faults.reset();
  sim.state.resetCounters();
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
const api = (method: Method, url: string, payload?: unknown, cookie: string | null = admin) =>
  app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(payload !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
const importKeys = (keys: string[]) => api("POST", "/api/upstream/import", { car_keys: keys });
const hits = (path: string) => sim.state.requests[path] ?? 0;

const used = new Set<string>();
/** An available, priced, listed car whose record is of the kind asked, never the same twice. */
function pickCar(kind: (i: SimInspection) => boolean): SimCar {
  const car = sim.state.cars.find(
    (c) =>
      !used.has(c.key) &&
      c.state === "available" &&
      c.priceManwon !== null &&
      !c.brokenRow &&
      c.photoCount > 0 &&
      kind(sim.state.inspection(c.key)),
  );
  if (!car) throw new Error("no such car in the simulator");
  used.add(car.key);
  return car;
}

const isRecord = (i: SimInspection): i is SimInspection & { kind: "record" } => i.kind === "record";
const KINDS: Record<string, (i: SimInspection) => boolean> = {
  clean: (i) =>
    isRecord(i) &&
    i.rows.사고이력 === "없음" &&
    i.panels.length === 0 &&
    i.brokenRow === null &&
    Object.keys(i.rows).length === 10,
  accident: (i) =>
    isRecord(i) &&
    i.rows.사고이력 === "있음" &&
    i.panels.length >= 2 &&
    i.brokenRow === null &&
    Object.keys(i.rows).length === 10 &&
    expectedReading(i).skipped_panels.length === 0,
  none404: (i) => i.kind === "none" && i.as === "404",
  nonePage: (i) => i.kind === "none" && i.as === "page",
  missingAccidentRow: (i) => isRecord(i) && i.rows.사고이력 === undefined,
  missingOtherRow: (i) => isRecord(i) && Object.keys(i.rows).length === 9 && i.rows.사고이력 !== undefined,
  brokenBytes: (i) => isRecord(i) && i.brokenRow !== null,
  badRemarkBytes: (i) => isRecord(i) && i.remarkFault !== null && i.brokenRow === null,
  unknownPanel: (i) => isRecord(i) && expectedReading(i).skipped_panels.length > 0,
};

type Imported = { car_key: string; car_id: number; unreadable: string[]; skipped_panels: string[] };
const picked: Record<string, { car: SimCar; item: Imported }> = {};

describe("import reads the inspection record", () => {
  it("stores every kind of record as the page says, naming unreadable rows and skipped panels", async () => {
    const chosen = Object.fromEntries(Object.entries(KINDS).map(([k, f]) => [k, pickCar(f)]));
    const res = await importKeys(Object.values(chosen).map((c) => c.key));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { imported: Imported[]; failed: unknown[] };
    expect(body.failed).toEqual([]);
    expect(hits(CHECK)).toBe(Object.keys(KINDS).length);
    for (const [kind, car] of Object.entries(chosen)) {
      const item = body.imported.find((i) => i.car_key === car.key)!;
      expect(item, kind).toBeDefined();
      picked[kind] = { car, item };
      const expected = expectedReading(sim.state.inspection(car.key));
      expect({ unreadable: item.unreadable, skipped_panels: item.skipped_panels }, kind).toEqual({
        unreadable: expected.unreadable,
        skipped_panels: expected.skipped_panels,
      });
      const detail = (await api("GET", `/api/cars/${item.car_id}`, undefined, null)).json();
      expect(detail.condition, kind).toEqual(expected.condition);
      // The chassis number the record shows (차대번호), null where it has none (issue 41).
      expect((await api("GET", `/api/admin/cars/${item.car_id}`)).json().vin, kind).toBe(expected.vin);
    }
    const vins = Object.values(picked).map((p) => sim.state.inspection(p.car.key));
    expect(vins.some((i) => i.kind === "record" && i.vin)).toBe(true);
    // The shapes the contract names, spelled out for two of them.
    expect(picked.clean.item).toMatchObject({ unreadable: [], skipped_panels: [] });
    const accident = (await api("GET", `/api/cars/${picked.accident.item.car_id}`, undefined, null)).json().condition;
    expect(accident).toMatchObject({
      inspected_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      odometer_ok: expect.any(Boolean),
      accident: true,
      use_history: expect.stringMatching(/^(none|rental|commercial)$/),
      insurance_claims: expect.any(Number),
      owner_changes: expect.any(Number),
    });
    expect(accident.panels.length).toBeGreaterThanOrEqual(2);
    for (const p of accident.panels) expect(["exchanged", "welded", "corroded"]).toContain(p.state);
    // No record (404 or a page saying so): null, and nothing unreadable.
    for (const kind of ["none404", "nonePage"]) {
      expect(picked[kind].item).toMatchObject({ unreadable: [], skipped_panels: [] });
      expect((await api("GET", `/api/cars/${picked[kind].item.car_id}`)).json().condition).toBeNull();
    }
    // A missing accident row is unknown, never "no accident".
    const missing = (await api("GET", `/api/cars/${picked.missingAccidentRow.item.car_id}`)).json().condition;
    expect(missing.accident).toBeNull();
    expect(picked.missingAccidentRow.item.unreadable).toEqual(["accident"]);
    // Broken EUC-KR bytes in a value: that field unknown, the rest read; in the remark: nothing lost.
    expect(picked.brokenBytes.item.unreadable).toHaveLength(1);
    expect(picked.badRemarkBytes.item.unreadable).toEqual([]);
    expect(picked.unknownPanel.item.skipped_panels[0]).toMatch(/\[[a-z_]+\/[A-Z]\]$/);
  });

  it(
    "a 5xx or a time-out of the inspection page leaves condition null, and the car is still imported",
    async () => {
      const failing = pickCar(KINDS.accident);
      sim.faults.faultPath = CHECK;
      sim.faults.status5xxRate = 1;
      let res = await importKeys([failing.key]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().imported).toEqual([
        expect.objectContaining({ car_key: failing.key, unreadable: ["condition"], skipped_panels: [] }),
      ]);
      expect(hits(CHECK)).toBeGreaterThanOrEqual(2); // retried, then given up
      const id = res.json().imported[0].car_id as number;
      expect((await api("GET", `/api/cars/${id}`)).json()).toMatchObject({ id, condition: null });
      const listed = (await api("GET", `/api/cars?page_size=100&include_soldout=true`)).json().items;
      expect(listed.find((c: { id: number }) => c.id === id).accident).toBeNull();

      sim.faults.reset();
      const slow = pickCar(KINDS.clean);
      sim.faults.faultPath = CHECK;
      sim.faults.slowMs = 4000; // longer than the 1.5 s time-out of this app
      res = await importKeys([slow.key]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().imported).toEqual([
        expect.objectContaining({ car_key: slow.key, unreadable: ["condition"], skipped_panels: [] }),
      ]);
      const slowId = res.json().imported[0].car_id as number;
      expect((await api("GET", `/api/cars/${slowId}`)).json().condition).toBeNull();
    },
    patient(60_000),
  );

  it("a car imported again gets the record the upstream shows then", async () => {
    const car = pickCar(KINDS.clean);
    let res = await importKeys([car.key]);
    const first = res.json().imported[0].car_id as number;
    expect((await api("GET", `/api/cars/${first}`)).json().condition.accident).toBe(false);
    // An admin set another record meanwhile; the car leaves the catalogue and is imported again.
    const put = await api("PUT", `/api/admin/cars/${first}/condition`, null);
    expect(put.statusCode).toBe(200);
    expect((await api("DELETE", `/api/cars/${first}`)).statusCode).toBe(204);
    const record = sim.state.inspection(car.key) as SimInspection & { kind: "record" };
    sim.state.setInspection(car.key, {
      ...record,
      rows: { ...record.rows, 사고이력: "있음" },
      panels: [{ part: "hood", state: "X", label: "후드" }],
    });
    res = await importKeys([car.key]);
    const again = res.json().imported[0].car_id as number;
    const condition = (await api("GET", `/api/cars/${again}`)).json().condition;
    expect(condition).toMatchObject({ accident: true, panels: [{ part: "hood", state: "exchanged" }] });
    sim.state.setInspection(car.key, null);
  });

  it(
    "the availability check does not read records; the sync run does, with each car it imports",
    async () => {
      const run = await api("POST", "/api/upstream/availability-check/run");
      expect(run.statusCode, run.body).toBe(202);
      await pollUntil(
        async () => (await api("GET", "/api/upstream/availability-check")).json(),
        (status) => !status.running && status.last_run?.id === run.json().run_id,
        { ms: 30_000, what: "the availability check did not finish" },
      );
      expect(hits(DETAIL)).toBeGreaterThan(5);
      expect(hits(CHECK)).toBe(0);

      // A sync rule that finds a few cars not imported yet.
      const byModel = new Map<string, SimCar[]>();
      for (const c of sim.state.cars) {
        if (c.state !== "available" || c.brokenRow || c.priceManwon === null || used.has(c.key)) continue;
        const k = `${c.complexCode}|${c.maker}|${c.model}`;
        byModel.set(k, [...(byModel.get(k) ?? []), c]);
      }
      const [ruleKey, ruleCars] = [...byModel.entries()].find(([, list]) => list.length >= 2 && list.length <= 4)!;
      const [complex_code, maker, model] = ruleKey.split("|");
      expect((await api("POST", "/api/admin/sync-rules", { complex_code, maker, model })).statusCode).toBe(201);
      sim.state.resetCounters();
      const started = await api("POST", "/api/admin/sync-runs");
      expect(started.statusCode, started.body).toBe(202);
      let finished: { status: string; imported: number } | undefined;
      for (let i = 0; i < 600 && !finished; i++) {
        const list = (await api("GET", "/api/admin/sync-runs")).json();
        const r = list.items.find((x: { id: number }) => x.id === started.json().run_id);
        if (r && r.status !== "running") finished = r;
        else await new Promise((res) => setTimeout(res, 100));
      }
      expect(finished).toMatchObject({ status: "finished", imported: ruleCars.length });
      // One record per imported car (each stored below), no more than the retries of a slow answer
      // on a busy machine add (the adapter retries a time-out).
      expect(hits(CHECK)).toBeGreaterThanOrEqual(ruleCars.length);
      expect(hits(CHECK)).toBeLessThanOrEqual(ruleCars.length + 2);
      for (const c of ruleCars) {
        const [row] = await app.core.db.select().from(cars).where(eq(cars.upstreamKey, c.key));
        expect(row.condition ?? null, c.key).toEqual(expectedReading(sim.state.inspection(c.key)).condition);
        used.add(c.key);
      }
    },
    patient(120_000),
  );
});

describe("the list: accident and the no-accident filter", () => {
  it("carries accident true/false/null and keeps only cars whose record says no accident", async () => {
    const all = (await api("GET", "/api/cars?page_size=100", undefined, null)).json();
    const rows = await app.core.db
      .select({ id: cars.id, condition: cars.condition })
      .from(cars)
      .where(eq(cars.soldout, false));
    const truth = new Map(rows.map((r) => [r.id, r.condition?.accident ?? null]));
    expect(all.items.length).toBe(truth.size);
    for (const item of all.items) expect(item.accident, String(item.id)).toBe(truth.get(item.id));
    expect(new Set(all.items.map((i: { accident: unknown }) => i.accident))).toEqual(new Set([true, false, null]));

    const clean = (await api("GET", "/api/cars?no_accident=true&page_size=100", undefined, null)).json();
    const expected = [...truth].filter(([, a]) => a === false).map(([id]) => id);
    expect(clean.total).toBe(expected.length);
    expect(clean.items.map((i: { id: number }) => i.id).sort()).toEqual(expected.sort());
    // Unknown (no record, or the row missing) is never taken for "no accident".
    expect(clean.items.map((i: { id: number }) => i.id)).not.toContain(picked.none404.item.car_id);
    expect(clean.items.map((i: { id: number }) => i.id)).not.toContain(picked.missingAccidentRow.item.car_id);
    // false means no filter; other values are a 422.
    expect((await api("GET", "/api/cars?no_accident=false", undefined, null)).json().total).toBe(all.total);
    for (const bad of ["yes", "%00", "1".repeat(5000)]) {
      expect((await api("GET", `/api/cars?no_accident=${bad}`, undefined, null)).statusCode, bad).toBe(422);
    }
  });

  it("saved searches keep the no-accident filter", async () => {
    const res = await api(
      "POST",
      "/api/users/me/saved-searches",
      { name: "Clean cars", filters: { no_accident: true, maker: "현대" } },
      user,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().filters).toEqual({ no_accident: true, maker: "현대" });
  });
});

const RECORD = {
  inspected_at: "2025-09-14",
  odometer_ok: true,
  accident: true,
  simple_repair: false,
  flood: false,
  fire: false,
  tuning: false,
  use_history: "rental",
  insurance_claims: 2,
  owner_changes: 1,
  panels: [
    { part: "front_fender_l", state: "exchanged" },
    { part: "rear_door_r", state: "welded" },
    { part: "floor_panel", state: "corroded" },
  ],
};

describe("admin PUT /api/admin/cars/{car_id}/condition", () => {
  it("sets, changes to unknown fields and removes a local car's record; buyers see it at once", async () => {
    const car = await createCar(app, { maker: "기아", model: "K5", carName: "기아 K5 2.0" });
    // Read first, so the cached answers would be stale if the write did not clear them.
    expect((await api("GET", `/api/cars/${car.id}`, undefined, null)).json().condition).toBeNull();
    const before = (await api("GET", "/api/cars?no_accident=true&page_size=100", undefined, null)).json();
    expect(before.items.map((i: { id: number }) => i.id)).not.toContain(car.id);

    let res = await api("PUT", `/api/admin/cars/${car.id}/condition`, RECORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ condition: RECORD });
    expect((await api("GET", `/api/cars/${car.id}`, undefined, null)).json().condition).toEqual(RECORD);
    expect((await api("GET", `/api/admin/cars/${car.id}`)).json().condition).toEqual(RECORD);

    const unknowns = { ...RECORD, accident: false, insurance_claims: null, inspected_at: null, panels: [] };
    res = await api("PUT", `/api/admin/cars/${car.id}/condition`, unknowns);
    expect(res.statusCode, res.body).toBe(200);
    expect((await api("GET", `/api/cars/${car.id}`, undefined, null)).json().condition).toEqual(unknowns);
    const after = (await api("GET", "/api/cars?no_accident=true&page_size=100", undefined, null)).json();
    expect(after.items.find((i: { id: number }) => i.id === car.id)).toMatchObject({ accident: false });

    res = await api("PUT", `/api/admin/cars/${car.id}/condition`, null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ condition: null });
    expect((await api("GET", `/api/cars/${car.id}`, undefined, null)).json().condition).toBeNull();
    const listed = (await api("GET", "/api/cars?page_size=100", undefined, null)).json();
    expect(listed.items.find((i: { id: number }) => i.id === car.id).accident).toBeNull();
  });

  it("a burst of 20 PUTs at once: all answer 200, none 5xx, and the car keeps one whole record", async () => {
    const car = await createCar(app);
    const bodies = Array.from({ length: 20 }, (_, i) => ({
      ...RECORD,
      owner_changes: i,
      panels: RECORD.panels.slice(0, i % 4),
    }));
    const answers = await Promise.all(bodies.map((b) => api("PUT", `/api/admin/cars/${car.id}/condition`, b)));
    expect(answers.map((a) => a.statusCode)).toEqual(bodies.map(() => 200));
    const stored = (await api("GET", `/api/cars/${car.id}`, undefined, null)).json().condition;
    expect(bodies).toContainEqual(stored);
  });

  it("is for admins only; an unknown car is a 404", async () => {
    const car = await createCar(app);
    expect((await api("PUT", `/api/admin/cars/${car.id}/condition`, RECORD, null)).statusCode).toBe(401);
    expect((await api("PUT", `/api/admin/cars/${car.id}/condition`, RECORD, user)).statusCode).toBe(403);
    expect((await api("PUT", `/api/admin/cars/2147483000/condition`, RECORD)).statusCode).toBe(404);
    expect((await api("PUT", `/api/admin/cars/0/condition`, RECORD)).statusCode).toBe(422);
    expect((await api("GET", `/api/cars/${car.id}`)).json().condition).toBeNull();
  });

  it("refuses hostile values with a 422 and stores nothing", async () => {
    const car = await createCar(app);
    let deep: unknown = RECORD;
    for (let i = 0; i < 40; i++) deep = { x: deep };
    const hostile: [string, unknown][] = [
      ["NUL in the date", { ...RECORD, inspected_at: "2025-09-1\u0000" }],
      ["not a date", { ...RECORD, inspected_at: "2025-02-30" }],
      ["a year out of range", { ...RECORD, inspected_at: "0000-01-01" }],
      ["a date with a time", { ...RECORD, inspected_at: "2025-09-14T00:00:00Z" }],
      ["a huge text", { ...RECORD, inspected_at: "2".repeat(100_000) }],
      ["negative claims", { ...RECORD, insurance_claims: -1 }],
      ["huge claims", { ...RECORD, insurance_claims: 1e15 }],
      ["fractional owners", { ...RECORD, owner_changes: 1.5 }],
      ["a word for a flag", { ...RECORD, accident: "no" }],
      ["an unknown use", { ...RECORD, use_history: "taxi" }],
      ["an unknown part", { ...RECORD, panels: [{ part: "bumper", state: "exchanged" }] }],
      ["an unknown state", { ...RECORD, panels: [{ part: "hood", state: "painted" }] }],
      ["a part twice", { ...RECORD, panels: [RECORD.panels[0], { ...RECORD.panels[0], state: "welded" }] }],
      ["too many panels", { ...RECORD, panels: Array.from({ length: 23 }, () => RECORD.panels[0]) }],
      ["an extra field", { ...RECORD, verdict: "great" }],
      ["a field left out", (({ accident: _a, ...rest }) => rest)(RECORD)],
      ["panels null", { ...RECORD, panels: null }],
      ["an array", [RECORD]],
      ["deep nesting", deep],
      ["a text body", "clean"],
    ];
    for (const [what, body] of hostile) {
      const res = await api("PUT", `/api/admin/cars/${car.id}/condition`, body);
      expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(422);
      expect(res.json().error.code, what).toBe("validation_error");
    }
    const huge = await app.inject({
      method: "PUT",
      url: `/api/admin/cars/${car.id}/condition`,
      headers: { cookie: admin, "content-type": "application/json" },
      payload: JSON.stringify({ ...RECORD, inspected_at: "x".repeat(10 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    const [row] = await app.core.db.select({ c: cars.condition }).from(cars).where(eq(cars.id, car.id));
    expect(row.c).toBeNull();
  });

  it("the spec sheet PDF of a car with a record has its condition section", async () => {
    const car = await createCar(app, { carName: "현대 아반떼 CN7" });
    expect((await api("PUT", `/api/admin/cars/${car.id}/condition`, RECORD)).statusCode).toBe(200);
    const { pdfText } = await import("./pdf-text.js");
    for (const [lang, heading, accident, panel] of [
      ["en", "Condition report", "Accident history", "Front fender (left)"],
      ["ko", "성능·상태 점검", "사고이력", "프론트 펜더(좌)"],
      ["ru", "Техническое состояние", "ДТП", "Переднее крыло (левое)"],
      ["mn", "Техникийн байдал", "Осол", "Урд далавч (зүүн)"],
    ]) {
      const res = await api("GET", `/api/cars/${car.id}/pdf?lang=${lang}`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const text = await pdfText(res.rawPayload);
      for (const t of [heading, accident, panel]) expect(text, `${lang}: ${t}`).toContain(t);
    }
    const bare = await createCar(app);
    const text = await pdfText((await api("GET", `/api/cars/${bare.id}/pdf?lang=en`)).rawPayload);
    expect(text).toContain("No inspection record");
  });
});
