import iconv from "iconv-lite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { encodeEucKr } from "./encoding.js";
import { generateCars } from "./generator.js";
import { EXPIRED_SESSION_BODY } from "./pages.js";
import { expectedReading, inspectionOf } from "./inspection.js";
import { startUpstreamSim, type UpstreamSim } from "./server.js";

let sim: UpstreamSim;

async function loginCookie(): Promise<string> {
  const res = await fetch(`${sim.url}/member/login_ok.html`, {
    method: "POST",
    body: new URLSearchParams({ user_id: "demo", user_pw: "demo" }),
    redirect: "manual",
  });
  expect(res.status).toBe(302);
  const cookies = res.headers.getSetCookie();
  expect(cookies.length).toBeGreaterThanOrEqual(2);
  return cookies.map((c) => c.split(";")[0]).join("; ");
}

async function getBytes(
  path: string,
  cookie?: string,
): Promise<{ status: number; bytes: Buffer; type: string | null }> {
  const res = await fetch(sim.url + path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get("content-type") };
}

const text = (b: Buffer) => iconv.decode(b, "cp949");

beforeAll(async () => {
  sim = await startUpstreamSim({ port: 0, seed: 1 });
});
afterAll(() => sim.close());
beforeEach(() => {
  sim.faults.reset();
  sim.state.resetCounters();
});

describe("generator", () => {
  it("is deterministic per seed and realistic", () => {
    const a = generateCars({ seed: 7, count: 500 });
    expect(generateCars({ seed: 7, count: 500 })).toEqual(a);
    expect(generateCars({ seed: 8, count: 500 })).not.toEqual(a);
    expect(new Set(a.map((c) => c.key)).size).toBe(500);
    const makers = new Set(a.map((c) => c.maker));
    for (const m of ["현대", "기아", "제네시스", "벤츠", "BMW"]) expect(makers).toContain(m);
    expect(a.some((c) => c.cho === 1) && a.some((c) => c.cho === 2)).toBe(true);
    expect(a.every((c) => /^\d{2,3}[가-힣]\d{4}$/.test(c.plate))).toBe(true);
    expect(a.find((c) => c.model === "쏘나타 DN8")?.name).toMatch(/^현대 쏘나타 DN8 /);
    const missing = a.filter((c) => c.cmcarMissing).length / a.length;
    expect(missing).toBeGreaterThan(0.08);
    expect(missing).toBeLessThan(0.25);
    expect(a.filter((c) => c.state !== "available").length).toBeGreaterThan(20);
  });
});

describe("session", () => {
  it("answers protected paths without a session with the exact 126-byte expiry body", async () => {
    expect(encodeEucKr(EXPIRED_SESSION_BODY).length).toBe(126);
    const res = await getBytes("/car/search_list.html?cho=");
    expect(res.status).toBe(200);
    expect(res.type).toBe("text/html; charset=euc-kr");
    expect(res.bytes.length).toBe(126);
    expect(text(res.bytes)).toContain("top.location.href='/member/login.html");
  });

  it("refuses a wrong password with an alert page and no cookie", async () => {
    const res = await fetch(`${sim.url}/member/login_ok.html`, {
      method: "POST",
      body: new URLSearchParams({ user_id: "demo", user_pw: "nope" }),
      redirect: "manual",
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(text(Buffer.from(await res.arrayBuffer()))).toContain("alert(");
  });

  it("expires sessions on request (now, after n requests)", async () => {
    const cookie = await loginCookie();
    sim.faults.expireAfterRequests = 2;
    expect((await getBytes("/car/danji_list.html", cookie)).bytes.length).toBeGreaterThan(126);
    expect((await getBytes("/car/danji_list.html", cookie)).bytes.length).toBeGreaterThan(126);
    expect((await getBytes("/car/danji_list.html", cookie)).bytes.length).toBe(126);
    const fresh = await loginCookie();
    sim.faults.expireSessionsNow();
    expect((await getBytes("/car/danji_list.html", fresh)).bytes.length).toBe(126);
  });
});

describe("pages", () => {
  it("lists domestic cars only when cho is absent, both when empty", async () => {
    const cookie = await loginCookie();
    const total = async (q: string) => {
      const html = text((await getBytes(`/car/search_list.html?${q}`, cookie)).bytes);
      return Number(/총 <b>([\d,]+)<\/b>대/.exec(html)?.[1].replace(/,/g, ""));
    };
    const avail = sim.state.cars.filter((c) => c.state === "available");
    expect(await total("c_danji=&maker=&model=&page=1")).toBe(avail.filter((c) => c.cho === 1).length);
    expect(await total("c_danji=&cho=&maker=&model=&page=1")).toBe(avail.length);
    expect(await total("cho=2")).toBe(avail.filter((c) => c.cho === 2).length);
    // EUC-KR escaped form values are accepted as well as UTF-8 ones.
    const hyundai = avail.filter((c) => c.maker === "현대" && c.cho === 1).length;
    expect(await total(`cho=&maker=${encodeURIComponent("현대")}`)).toBe(hyundai);
    expect(await total("cho=&maker=%C7%F6%B4%EB")).toBe(hyundai);
  });

  it("plants invalid byte sequences deterministically", async () => {
    const cookie = await loginCookie();
    const lead = sim.state.cars.find((c) => c.state === "available" && c.commentFault === "lead-space")!;
    const ff = sim.state.cars.find((c) => c.state === "available" && c.commentFault === "ff")!;
    const a = (await getBytes(`/car/car_view.html?key=${lead.key}`, cookie)).bytes;
    expect(a.includes(Buffer.from([0xb0, 0x20]))).toBe(true);
    expect(a.toString("latin1")).toContain("charset=euc-kr");
    const b = (await getBytes(`/car/car_view.html?key=${ff.key}`, cookie)).bytes;
    expect(b.includes(0xff)).toBe(true);
  });

  it("answers sold and deleted cars as the upstream does", async () => {
    const cookie = await loginCookie();
    const car = sim.state.cars.find((c) => c.state === "available")!;
    const res = await fetch(`${sim.url}/__sim/state`, {
      method: "POST",
      body: JSON.stringify({ key: car.key, state: "sold" }),
    });
    expect(res.status).toBe(200);
    const sold = await getBytes(`/car/car_view.html?key=${car.key}`, cookie);
    expect(sold.status).toBe(200);
    expect(text(sold.bytes)).toContain("판매완료");
    expect(text(sold.bytes)).not.toContain('<table class="spec">');
    sim.state.setCarState(car.key, "available");
    const gone404 = sim.state.cars.find((c) => c.state === "deleted" && c.deletedAs === "404")!;
    expect((await getBytes(`/car/car_view.html?key=${gone404.key}`, cookie)).status).toBe(404);
    const gonePage = sim.state.cars.find((c) => c.state === "deleted" && c.deletedAs === "page")!;
    expect(text((await getBytes(`/car/car_view.html?key=${gonePage.key}`, cookie)).bytes)).toContain("삭제된 차량");
  });

  it("serves each car's inspection record (protected, EUC-KR), the same for the same key, in a realistic mix", async () => {
    const car = sim.state.cars[0];
    expect(text((await getBytes(`/car/check_view.html?key=${car.key}`)).bytes)).toBe(EXPIRED_SESSION_BODY);
    const cookie = await loginCookie();
    const kinds = { record: 0, none404: 0, nonePage: 0, accident: 0, missingRow: 0, broken: 0, oddPanel: 0 };
    for (const c of sim.state.cars.slice(0, 400)) {
      const insp = inspectionOf(c.key);
      expect(inspectionOf(c.key)).toEqual(insp);
      if (insp.kind === "none") kinds[insp.as === "404" ? "none404" : "nonePage"] += 1;
      else {
        kinds.record += 1;
        if (insp.rows.사고이력 === "있음") kinds.accident += 1;
        if (Object.keys(insp.rows).length < 10) kinds.missingRow += 1;
        if (insp.brokenRow) kinds.broken += 1;
        if (expectedReading(insp).skipped_panels.length > 0) kinds.oddPanel += 1;
      }
    }
    for (const [kind, n] of Object.entries(kinds)) expect(n, kind).toBeGreaterThan(0);
    expect(kinds.accident / kinds.record).toBeGreaterThan(0.25);
    const withRecord = sim.state.cars.find((c) => inspectionOf(c.key).kind === "record")!;
    const page = await getBytes(`/car/check_view.html?key=${withRecord.key}`, cookie);
    expect(page.type).toBe("text/html; charset=euc-kr");
    expect(text(page.bytes)).toContain("<th>사고이력</th>");
    expect(text(page.bytes)).toContain('<ul class="panels">');
    const none = sim.state.cars.find((c) => {
      const i = inspectionOf(c.key);
      return i.kind === "none" && i.as === "page";
    })!;
    expect(text((await getBytes(`/car/check_view.html?key=${none.key}`, cookie)).bytes)).toContain("점검기록부 없음");
    const none404 = sim.state.cars.find((c) => {
      const i = inspectionOf(c.key);
      return i.kind === "none" && i.as === "404";
    })!;
    expect((await getBytes(`/car/check_view.html?key=${none404.key}`, cookie)).status).toBe(404);
    const broken = sim.state.cars.find((c) => {
      const i = inspectionOf(c.key);
      return i.kind === "record" && i.brokenRow !== null;
    })!;
    expect(
      (await getBytes(`/car/check_view.html?key=${broken.key}`, cookie)).bytes.includes(Buffer.from([0xb0, 0x3c])),
    ).toBe(true);
  });

  it("serves JPEG photos and 404 for cars whose cmcar photos are missing", async () => {
    const car = sim.state.cars.find((c) => !c.cmcarMissing && c.photoCount > 0)!;
    const jpg = await getBytes(`/carimg/${car.key}/cmcar_0.jpg`);
    expect(jpg.type).toBe("image/jpeg");
    expect([...jpg.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await getBytes(`/carimg/${car.key}/cmcar_${car.photoCount}.jpg`)).status).toBe(404);
    const missing = sim.state.cars.find((c) => c.cmcarMissing && c.photoPaths.length > 0)!;
    expect((await getBytes(`/carimg/${missing.key}/cmcar_0.jpg`)).status).toBe(404);
    expect((await getBytes(missing.photoPaths[0])).status).toBe(200);
  });
});

describe("control endpoint", () => {
  it("switches faults over HTTP and rejects unknown ones", async () => {
    const post = (body: unknown) => fetch(`${sim.url}/__sim/faults`, { method: "POST", body: JSON.stringify(body) });
    expect((await post({ fail5xxNext: 1, faultPath: "/member/login.html" })).status).toBe(200);
    expect((await getBytes("/member/login.html")).status).toBe(503);
    expect((await getBytes("/member/login.html")).status).toBe(200);
    expect((await post({ bogus: 1 })).status).toBe(400);
    expect((await post({ slowMs: -1 })).status).toBe(400);
    expect(sim.state.requests["/member/login.html"]).toBe(2);
  });

  it("changes a listing's price and lists new cars at the top, with their own photos", async () => {
    const post = (body: unknown) => fetch(`${sim.url}/__sim/state`, { method: "POST", body: JSON.stringify(body) });
    const cookie = await loginCookie();
    const car = sim.state.cars.find((c) => c.state === "available" && c.priceManwon !== null && c.photoPaths.length)!;
    const price = car.priceManwon;
    try {
      expect((await post({ key: car.key, priceManwon: 1234 })).status).toBe(200);
      expect(text((await getBytes(`/car/car_view.html?key=${car.key}`, cookie)).bytes)).toContain("1,234만원");
      expect((await post({ key: car.key, priceManwon: -1 })).status).toBe(400);
      expect((await post({ key: "nope", priceManwon: 10 })).status).toBe(404);

      const res = await post({ addFrom: car.key });
      expect(res.status).toBe(200);
      const added = ((await res.json()) as { added: string }).added;
      expect(added).not.toBe(car.key);
      const fresh = sim.state.car(added)!;
      expect(fresh).toMatchObject({ state: "available", complexCode: car.complexCode, priceManwon: 1234 });
      // Newest first: the new listing heads its complex's first result page, its own photo as the thumbnail.
      const list = text(
        (await getBytes(`/car/search_list.html?c_danji=${car.complexCode}&cho=&maker=&model=&page=1`, cookie)).bytes,
      );
      expect(/class="car_item" data-key="(\d+)"/.exec(list)?.[1]).toBe(added);
      expect(fresh.photoPaths[0]).not.toBe(car.photoPaths[0]);
      expect((await getBytes(fresh.photoPaths[0])).status).toBe(200);
      expect((await post({ addFrom: "nope" })).status).toBe(404);
    } finally {
      sim.state.setCarPrice(car.key, price);
    }
  });

  it("truncates the next answer", async () => {
    const full = await getBytes("/member/login.html");
    sim.faults.truncateNext = 1;
    const cut = await getBytes("/member/login.html");
    expect(cut.bytes.length).toBe(Math.floor(full.bytes.length / 2));
  });
});
