/**
 * The writes that change what the public catalogue shows, each as a scenario: `setup` makes
 * what it needs, `act` does the write through HTTP (or the job that does it) after the public
 * answers were read once (so they sit in the caches) and answers what the very next public
 * read still showed wrong ([] when every answer is fresh). `events` are the domain events the
 * write emits that the catalogue depends on: taking away their subscription must make it stale.
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { orders } from "../src/server/db/schema/deals.js";
import { cars as carsTable } from "../src/server/db/schema/cars.js";
import { expireReservations } from "../src/server/modules/orders/service.js";
import { translateComments } from "../src/server/modules/comment-translations/translate.js";
import type { DomainEventName } from "../src/server/events.js";
import type { UpstreamSim } from "../tools/upstream-sim/server.js";
import { carInput } from "./catalogue-helpers.js";
import { pollUntil } from "./patience.js";

export type Scenario = {
  name: string;
  events: DomainEventName[];
  setup: () => Promise<void>;
  act: () => Promise<string[]>;
};

export type Env = { app: FastifyInstance; sim: UpstreamSim; admin: string; buyer: string };

type Json = Record<string, any>;

/**
 * `reader` answers the public reads: another instance in the multi-instance tests, which then
 * get `patienceMs` for each check to come true (the change travels over the cache bus), and
 * `settled`, awaited after each write, until the reader has every message the write sent (else a
 * setup's read could be cached before a late message of its own write clears it, and the act's
 * stale answer would look fresh).
 */
export function scenarios(
  env: Env,
  reader: FastifyInstance = env.app,
  patienceMs: number | (() => number) = 0,
  settled: () => Promise<void> = async () => {},
): Scenario[] {
  const { app } = env;
  const as = async (cookie: string | null, method: string, url: string, payload?: object) => {
    const res = await app.inject({
      method: method as "GET",
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    await settled();
    return res.statusCode === 204 ? {} : (res.json() as Json);
  };
  const admin = (method: string, url: string, payload?: object) => as(env.admin, method, url, payload);
  // Anonymous public reads (the cached ones), from `reader`: another instance in the multi-instance test.
  const read = async (url: string) => {
    const res = await reader.inject({ method: "GET", url });
    return { status: res.statusCode, body: res.statusCode === 200 ? (res.json() as Json) : null };
  };
  const detail = async (id: number) => (await read(`/api/cars/${id}`)).body;
  const detailIn = async (id: number, lang: string) => (await read(`/api/cars/${id}?lang=${lang}`)).body;
  const listOf = async (maker: string) => (await read(`/api/cars?maker=${encodeURIComponent(maker)}`)).body!;
  const makers = async () => (await read("/api/cars/makers")).body as unknown as { maker: string; count: number }[];
  const banners = async () => (await read("/api/hero-banners?lang=en")).body as unknown as Json[];
  /** Records `what` unless `holds` comes true (at once, or within `patienceMs`). */
  const expectThat = async (
    problems: string[],
    holds: () => Promise<boolean> | boolean,
    what: string | (() => string),
  ) => {
    const until = Date.now() + (typeof patienceMs === "number" ? patienceMs : patienceMs());
    for (;;) {
      if (await holds()) return;
      if (Date.now() >= until) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    problems.push(typeof what === "string" ? what : what());
  };

  let seq = 0;
  const newCar = async (overrides: object = {}) => {
    seq++;
    return (await admin("POST", "/api/cars", carInput({ maker: `NoStale${seq}`, car_number: null, ...overrides })))
      .id as number;
  };
  let car = 0;
  let maker = "";
  let comment = "";
  /** A country's import rules: one fixed amount in USD (needs no engine size). */
  const importRules = (amount: number) => ({
    currency: "USD",
    as_of: "2026-01-01",
    source: "No-stale test",
    max_age: null,
    components: [{ name: { en: "Fee", ko: "Fee", mn: "Fee", ru: "Fee" }, kind: "fixed", amount }],
  });
  let orderId = 0;
  let port = 0;
  const purchase = async () => {
    car = await newCar();
    await admin("POST", `/api/hero-banners/admin/toggle/${car}`);
    await detail(car);
    orderId = (await as(env.buyer, "POST", `/api/cars/${car}/purchase`)).order_id;
  };
  const usedKeys = new Set<string>();
  /** An upstream listing never imported (nor picked) before. */
  const nextSimCar = () => {
    const c = env.sim.state.cars.find(
      (x) => x.state === "available" && x.priceManwon !== null && !x.brokenRow && !usedKeys.has(x.key),
    )!;
    usedKeys.add(c.key);
    return c;
  };
  const waitFor = (url: string, done: (body: Json) => boolean) =>
    pollUntil(() => admin("GET", url), done, { ms: 60_000, what: `${url} did not finish` });
  let simKey = "";
  const importedKeys = async () =>
    (await app.core.db.select({ key: carsTable.upstreamKey }).from(carsTable)).flatMap((r) => (r.key ? [r.key] : []));
  const fresh = async () => {
    car = await newCar();
    maker = `NoStale${seq}`;
    await Promise.all([detail(car), listOf(maker), makers(), banners()]);
  };

  return [
    {
      name: "admin creates a car",
      events: ["carsChanged"],
      setup: async () => {
        maker = `NoStale${seq + 1}`;
        await Promise.all([listOf(maker), makers()]);
      },
      act: async () => {
        const problems: string[] = [];
        await newCar();
        await expectThat(problems, async () => (await listOf(maker)).total === 1, "the list lacks the new car");
        await expectThat(
          problems,
          async () => (await makers()).some((m) => m.maker === maker),
          "makers lack the new maker",
        );
        return problems;
      },
    },
    {
      name: "admin edits a car's name and photos",
      events: ["carsChanged"],
      setup: fresh,
      act: async () => {
        const problems: string[] = [];
        await admin("PATCH", `/api/cars/${car}`, { car_name: "Renamed", images: ["/photos/zz/new.jpg"] });
        // Read again on every try: on another instance the change arrives with the cache bus's message.
        let name: string | undefined;
        await expectThat(
          problems,
          async () => (name = (await detail(car))?.car_name) === "Renamed",
          () => `detail name ${name}`,
        );
        await expectThat(
          problems,
          async () => (await detail(car))?.images?.[0]?.url === "/photos/zz/new.jpg",
          "detail photos",
        );
        await expectThat(problems, async () => (await listOf(maker)).items[0]?.car_name === "Renamed", "list name");
        return problems;
      },
    },
    {
      name: "admin sets a car's condition report",
      events: ["carsChanged"],
      setup: fresh,
      act: async () => {
        const problems: string[] = [];
        await admin("PUT", `/api/admin/cars/${car}/condition`, {
          inspected_at: "2025-10-02",
          odometer_ok: true,
          accident: false,
          simple_repair: false,
          flood: false,
          fire: false,
          tuning: false,
          use_history: "none",
          insurance_claims: 0,
          owner_changes: 1,
          panels: [],
        });
        await expectThat(problems, async () => (await detail(car))?.condition?.accident === false, "detail condition");
        await expectThat(problems, async () => (await listOf(maker)).items[0]?.accident === false, "list accident");
        return problems;
      },
    },
    {
      name: "admin changes a price",
      events: ["pricesChanged"],
      setup: fresh,
      act: async () => {
        const problems: string[] = [];
        await admin("PATCH", `/api/cars/${car}`, { price_krw: 12_340_000 });
        await expectThat(problems, async () => (await detail(car))?.prices.KRW === 12_340_000, "detail price");
        await expectThat(problems, async () => (await listOf(maker)).items[0]?.prices.KRW === 12_340_000, "list price");
        return problems;
      },
    },
    {
      name: "admin deletes a car",
      events: ["carsChanged"],
      setup: fresh,
      act: async () => {
        const problems: string[] = [];
        await admin("DELETE", `/api/cars/${car}`);
        await expectThat(problems, async () => (await read(`/api/cars/${car}`)).status === 404, "detail still answers");
        await expectThat(problems, async () => (await listOf(maker)).total === 0, "list still has it");
        return problems;
      },
    },
    {
      name: "admin marks sold out and back",
      events: ["soldOutMarked"],
      setup: fresh,
      act: async () => {
        const problems: string[] = [];
        await admin("POST", `/api/cars/${car}/soldout`);
        await expectThat(problems, async () => (await detail(car))?.availability === "sold_out", "detail not sold out");
        await admin("DELETE", `/api/cars/${car}/soldout`);
        await expectThat(
          problems,
          async () => (await detail(car))?.availability === "available",
          "detail not available again",
        );
        return problems;
      },
    },
    {
      name: "admin toggles a banner on and off",
      events: ["bannersChanged"],
      setup: fresh,
      act: async () => {
        const problems: string[] = [];
        await admin("POST", `/api/hero-banners/admin/toggle/${car}`);
        await expectThat(problems, async () => (await detail(car))?.is_banner === true, "detail is_banner not true");
        await expectThat(problems, async () => (await banners()).some((b) => b.car_id === car), "banners lack the car");
        await admin("POST", `/api/hero-banners/admin/toggle/${car}`);
        await expectThat(
          problems,
          async () => (await detail(car))?.is_banner === false,
          "detail is_banner still true after off",
        );
        await expectThat(
          problems,
          async () => (await listOf(maker)).items[0]?.is_banner === false,
          "list is_banner still true",
        );
        return problems;
      },
    },
    {
      name: "admin retitles, switches off, reorders and deletes banners",
      events: ["bannersChanged"],
      setup: async () => {
        await fresh();
        await admin("POST", `/api/hero-banners/admin/toggle/${car}`);
        await Promise.all([detail(car), banners()]);
      },
      act: async () => {
        const problems: string[] = [];
        const all = (await admin("GET", "/api/hero-banners/admin/banner-cars")) as unknown as Json[];
        const mine = all.find((b) => b.car_id === car)!;
        await admin("PUT", `/api/hero-banners/admin/${mine.id}`, { title_en: `Title ${seq}` });
        const shown = (await banners()).find((b) => b.car_id === car);
        await expectThat(problems, async () => shown?.title === `Title ${seq}`, "banner title");
        await admin("PUT", "/api/hero-banners/admin/reorder", { car_ids: [car] });
        await expectThat(problems, async () => (await banners())[0]?.car_id === car, "banner order");
        await admin("PUT", `/api/hero-banners/admin/${mine.id}`, { is_active: false });
        await expectThat(
          problems,
          async () => !(await banners()).some((b) => b.car_id === car),
          "switched-off banner shown",
        );
        await admin("DELETE", `/api/hero-banners/admin/${mine.id}`);
        await expectThat(
          problems,
          async () => (await detail(car))?.is_banner === false,
          "detail is_banner after the banner's deletion",
        );
        return problems;
      },
    },
    {
      name: "admin changes a destination port's freight",
      events: ["portsChanged"],
      setup: async () => {
        await fresh();
        port = (
          await admin("POST", "/api/admin/ports", {
            name: { en: "NoStale", ko: "NoStale", mn: "NoStale", ru: "NoStale" },
            country: "RU",
            method: "roro",
            freight_usd: 1000,
            insurance_pct: 0,
            transit_days: 5,
          })
        ).id as number;
        // Read once with the port, so the landed price sits in the caches.
        await Promise.all([read(`/api/cars/${car}?port_id=${port}`), read(`/api/cars?maker=${maker}&port_id=${port}`)]);
      },
      act: async () => {
        const problems: string[] = [];
        await admin("PATCH", `/api/admin/ports/${port}`, { freight_usd: 1500 });
        await expectThat(
          problems,
          async () => (await read(`/api/cars/${car}?port_id=${port}`)).body?.landed?.freight_usd === 1500,
          "detail landed freight",
        );
        await expectThat(
          problems,
          async () => {
            const [d, l] = await Promise.all([
              read(`/api/cars/${car}?port_id=${port}`),
              read(`/api/cars?maker=${maker}&port_id=${port}`),
            ]);
            return l.body?.items[0]?.landed_total_usd === d.body?.landed?.total_usd;
          },
          "list landed total",
        );
        await admin("PATCH", `/api/admin/ports/${port}`, { active: false });
        await expectThat(
          problems,
          async () => (await read(`/api/cars/${car}?port_id=${port}`)).status === 422,
          "a switched-off port still priced",
        );
        return problems;
      },
    },
    {
      name: "admin changes a country's import duties",
      events: ["importRulesChanged"],
      setup: async () => {
        await fresh();
        port = (
          await admin("POST", "/api/admin/ports", {
            name: { en: "NoStale", ko: "NoStale", mn: "NoStale", ru: "NoStale" },
            country: "NO",
            method: "roro",
            freight_usd: 1000,
            insurance_pct: 0,
            transit_days: 5,
          })
        ).id as number;
        await admin("PUT", "/api/admin/import-rules/NO", importRules(100));
        // Read once with the port, so the duties sit in the caches.
        await read(`/api/cars/${car}?port_id=${port}`);
      },
      act: async () => {
        const problems: string[] = [];
        await admin("PUT", "/api/admin/import-rules/NO", importRules(250));
        await expectThat(
          problems,
          async () => (await read(`/api/cars/${car}?port_id=${port}`)).body?.duties?.total === 250,
          "detail duties after new rules",
        );
        await admin("DELETE", "/api/admin/import-rules/NO");
        await expectThat(
          problems,
          async () => (await read(`/api/cars/${car}?port_id=${port}`)).body?.duties_unavailable === "no_rules",
          "detail duties after the rules' removal",
        );
        return problems;
      },
    },
    {
      name: "admin changes a country's export restrictions",
      events: ["exportRestrictionsChanged"],
      setup: async () => {
        await fresh();
        port = (
          await admin("POST", "/api/admin/ports", {
            name: { en: "NoStale", ko: "NoStale", mn: "NoStale", ru: "NoStale" },
            country: "NE",
            method: "roro",
            freight_usd: 1000,
            insurance_pct: 0,
            transit_days: 5,
          })
        ).id as number;
        // Read once with the port, so the export status sits in the caches (detail, list, the exportable list).
        await Promise.all([
          read(`/api/cars/${car}?port_id=${port}`),
          read(`/api/cars?maker=${maker}&port_id=${port}`),
          read(`/api/cars?maker=${maker}&port_id=${port}&exportable=true`),
        ]);
      },
      act: async () => {
        const problems: string[] = [];
        // The car has 1,999 cm³: a rule from 1,500 cm³ covers it.
        await admin("PUT", "/api/admin/export-restrictions/NE", {
          as_of: "2026-01-01",
          source: "No-stale test",
          rules: [{ when: { min_cc: 1500 }, reason: { en: "No", ko: "No", mn: "No", ru: "No" } }],
        });
        await expectThat(
          problems,
          async () => (await read(`/api/cars/${car}?port_id=${port}`)).body?.export?.status === "restricted",
          "detail export status after new restrictions",
        );
        await expectThat(
          problems,
          async () =>
            (await read(`/api/cars?maker=${maker}&port_id=${port}`)).body?.items[0]?.export_status === "restricted",
          "list export status after new restrictions",
        );
        await expectThat(
          problems,
          async () => (await read(`/api/cars?maker=${maker}&port_id=${port}&exportable=true`)).body?.total === 0,
          "exportable list after new restrictions",
        );
        await admin("DELETE", "/api/admin/export-restrictions/NE");
        await expectThat(
          problems,
          async () => (await read(`/api/cars/${car}?port_id=${port}`)).body?.export?.status === "allowed",
          "detail export status after the restrictions' removal",
        );
        return problems;
      },
    },
    {
      name: "admin changes the rates and the dealer-comment switch",
      events: ["settingsChanged"],
      setup: fresh,
      act: async () => {
        const problems: string[] = [];
        const rate = 1000 + seq;
        await admin("PUT", "/api/admin/settings", { usd_krw_rate: rate, show_dealer_comment: false });
        await expectThat(
          problems,
          async () => {
            const price = (await listOf(maker)).items[0]?.prices;
            return price?.USD === Math.round((price?.KRW / rate) * 100) / 100;
          },
          "list USD price",
        );
        await expectThat(
          problems,
          async () => (await detail(car))?.dealer_comment == null,
          "detail still shows the dealer comment",
        );
        await admin("PUT", "/api/admin/settings", { show_dealer_comment: true });
        await expectThat(
          problems,
          async () => (await detail(car))?.dealer_comment != null,
          "detail hides the dealer comment",
        );
        return problems;
      },
    },
    {
      name: "a dealer comment's machine translation is stored",
      events: ["commentsTranslated"],
      setup: async () => {
        comment = `번역 시나리오 ${seq + 1}`;
        car = await newCar({ dealer_comment: comment });
        await detailIn(car, "en");
      },
      act: async () => {
        const problems: string[] = [];
        // The job's work, with a translator of its own (this app has no TRANSLATE_URL).
        const translator = { provider: "no-stale", translate: async (q: string, to: string) => `[${to}] ${q}` };
        await translateComments(app.core, [car], translator, app.core.log);
        await expectThat(
          problems,
          async () => (await detailIn(car, "en"))?.dealer_comment_translation?.text === `[en] ${comment}`,
          "detail lacks the new translation of the dealer comment",
        );
        return problems;
      },
    },
    {
      name: "admin adds and edits a translation",
      events: ["translationsChanged"],
      setup: async () => {
        await read("/api/translations?lang=en&category=color");
      },
      act: async () => {
        const problems: string[] = [];
        const ko = `노스테일${seq++}`;
        const t = await admin("POST", "/api/admin/translations", { category: "color", ko, en: "A", mn: "A", ru: "A" });
        const shown = async () =>
          ((await read("/api/translations?lang=en&category=color")).body as unknown as Json[]).find((r) => r.ko === ko)
            ?.text;
        await expectThat(problems, async () => (await shown()) === "A", "new translation");
        await admin("PATCH", `/api/admin/translations/${t.id}`, { en: "B" });
        await expectThat(problems, async () => (await shown()) === "B", "edited translation");
        return problems;
      },
    },
    {
      name: "a buyer purchases a car",
      events: ["ordersChanged"],
      setup: async () => {
        car = await newCar();
        await admin("POST", `/api/hero-banners/admin/toggle/${car}`);
        await detail(car);
      },
      act: async () => {
        const problems: string[] = [];
        orderId = (await as(env.buyer, "POST", `/api/cars/${car}/purchase`)).order_id;
        await expectThat(problems, async () => (await detail(car))?.availability === "reserved", "detail not reserved");
        return problems;
      },
    },
    {
      name: "admin moves an order to paid and cancels it",
      events: ["ordersChanged"],
      setup: purchase,
      act: async () => {
        const problems: string[] = [];
        await admin("PATCH", `/api/admin/orders/${orderId}`, { status: "invoiced", price_usd: 15_000 });
        await admin("PATCH", `/api/admin/orders/${orderId}`, { status: "paid" });
        await expectThat(
          problems,
          async () => (await detail(car))?.availability === "sold_out",
          "paid car not sold out",
        );
        await admin("PATCH", `/api/admin/orders/${orderId}`, { status: "cancelled" });
        await expectThat(
          problems,
          async () => (await detail(car))?.availability === "available",
          "cancelled car not available",
        );
        return problems;
      },
    },
    {
      name: "a reservation expires",
      events: ["ordersChanged"],
      setup: async () => {
        await purchase();
        await detail(car);
      },
      act: async () => {
        const problems: string[] = [];
        await app.core.db
          .update(orders)
          .set({ reservedUntil: sql`now() - interval '1 minute'` })
          .where(eq(orders.id, orderId));
        // The job's work (orders.expire-reservations), run here rather than waiting for its cron.
        await expectThat(problems, async () => (await expireReservations(app.core)) >= 1, "nothing expired");
        await expectThat(
          problems,
          async () => (await detail(car))?.availability === "available",
          "expired car not available",
        );
        return problems;
      },
    },
    {
      name: "admin imports a car from the upstream",
      events: ["carsImported"],
      setup: async () => {
        await read("/api/cars");
      },
      act: async () => {
        const problems: string[] = [];
        const before = (await read("/api/cars")).body!.total;
        const result = await admin("POST", "/api/upstream/import", { car_keys: [nextSimCar().key] });
        await expectThat(
          problems,
          async () => result.imported.length === 1,
          `import failed: ${JSON.stringify(result)}`,
        );
        await expectThat(
          problems,
          async () => (await read("/api/cars")).body!.total === before + 1,
          "list total after the import",
        );
        return problems;
      },
    },
    {
      name: "the availability check marks an imported car sold out",
      events: ["soldOutMarked"],
      setup: async () => {
        simKey = nextSimCar().key;
        car = (await admin("POST", "/api/upstream/import", { car_keys: [simKey] })).imported[0].car_id;
        await detail(car);
      },
      act: async () => {
        const problems: string[] = [];
        env.sim.state.setCarState(simKey, "sold");
        const runId = (await admin("POST", "/api/upstream/availability-check/run")).run_id;
        await waitFor("/api/upstream/availability-check", (s) => !s.running && s.last_run?.id === runId);
        await expectThat(
          problems,
          async () => (await detail(car))?.availability === "sold_out",
          "checked car not sold out",
        );
        return problems;
      },
    },
    {
      name: "a sync run imports a car",
      events: ["carsImported"],
      setup: async () => {
        await admin("PUT", "/api/admin/settings", { sync_max_per_run: 1 });
        const c = nextSimCar();
        const rules = (await admin("GET", "/api/admin/sync-rules?page_size=100")).items as Json[];
        for (const r of rules) await admin("DELETE", `/api/admin/sync-rules/${r.id}`);
        await admin("POST", "/api/admin/sync-rules", { complex_code: c.complexCode, maker: c.maker, model: c.model });
        await read("/api/cars");
      },
      act: async () => {
        const problems: string[] = [];
        const before = (await read("/api/cars")).body!.total;
        const runId = (await admin("POST", "/api/admin/sync-runs")).run_id;
        const runs = await waitFor("/api/admin/sync-runs", (b) =>
          b.items.some((r: Json) => r.id === runId && r.status !== "running"),
        );
        const run = runs.items.find((r: Json) => r.id === runId);
        // Whatever it imported is taken (the rule may match listings beside the one picked).
        for (const key of await importedKeys()) usedKeys.add(key);
        await expectThat(problems, async () => run.imported === 1, `the run imported ${run.imported}`);
        await expectThat(
          problems,
          async () => (await read("/api/cars")).body!.total === before + 1,
          "list total after the sync run",
        );
        return problems;
      },
    },
  ];
}
