import crypto from "node:crypto";
import { and, count, eq, gte } from "drizzle-orm";
import type { Core } from "../core.js";
import { visitorLogs } from "../db/schema/system.js";

type City = [name: string, latitude: number, longitude: number];

/** Where the marketplace's buyers come from, with a rough share of the traffic. */
const COUNTRIES: Array<{ code: string; weight: number; cities: City[] }> = [
  {
    code: "MN",
    weight: 12,
    cities: [
      ["Ulaanbaatar", 47.9077, 106.8832],
      ["Darkhan", 49.4867, 105.9228],
      ["Erdenet", 49.0333, 104.0833],
    ],
  },
  {
    code: "KR",
    weight: 9,
    cities: [
      ["Seoul", 37.5665, 126.978],
      ["Busan", 35.1796, 129.0756],
      ["Incheon", 37.4563, 126.7052],
    ],
  },
  {
    code: "RU",
    weight: 9,
    cities: [
      ["Moscow", 55.7558, 37.6173],
      ["Vladivostok", 43.1155, 131.8855],
      ["Novosibirsk", 55.0084, 82.9357],
      ["Irkutsk", 52.287, 104.305],
    ],
  },
  {
    code: "KZ",
    weight: 5,
    cities: [
      ["Almaty", 43.222, 76.8512],
      ["Astana", 51.1605, 71.4704],
    ],
  },
  {
    code: "KG",
    weight: 4,
    cities: [
      ["Bishkek", 42.8746, 74.5698],
      ["Osh", 40.5283, 72.7985],
    ],
  },
  {
    code: "UZ",
    weight: 4,
    cities: [
      ["Tashkent", 41.2995, 69.2401],
      ["Samarkand", 39.627, 66.975],
    ],
  },
  {
    code: "US",
    weight: 4,
    cities: [
      ["Los Angeles", 34.0522, -118.2437],
      ["New York", 40.7128, -74.006],
      ["Seattle", 47.6062, -122.3321],
    ],
  },
  {
    code: "JP",
    weight: 3,
    cities: [
      ["Tokyo", 35.6762, 139.6503],
      ["Osaka", 34.6937, 135.5023],
    ],
  },
  {
    code: "CN",
    weight: 3,
    cities: [
      ["Beijing", 39.9042, 116.4074],
      ["Shanghai", 31.2304, 121.4737],
      ["Harbin", 45.8038, 126.535],
    ],
  },
  {
    code: "DE",
    weight: 2,
    cities: [
      ["Berlin", 52.52, 13.405],
      ["Hamburg", 53.5511, 9.9937],
    ],
  },
  { code: "AE", weight: 2, cities: [["Dubai", 25.2048, 55.2708]] },
  {
    code: "GE",
    weight: 2,
    cities: [
      ["Tbilisi", 41.7151, 44.8271],
      ["Batumi", 41.6168, 41.6367],
    ],
  },
  { code: "AM", weight: 2, cities: [["Yerevan", 40.1792, 44.4991]] },
  { code: "AZ", weight: 2, cities: [["Baku", 40.4093, 49.8671]] },
  { code: "TJ", weight: 2, cities: [["Dushanbe", 38.5598, 68.787]] },
  { code: "TM", weight: 1, cities: [["Ashgabat", 37.9601, 58.3261]] },
  { code: "BY", weight: 1, cities: [["Minsk", 53.9006, 27.559]] },
  {
    code: "UA",
    weight: 2,
    cities: [
      ["Kyiv", 50.4501, 30.5234],
      ["Odesa", 46.4825, 30.7233],
    ],
  },
  { code: "PL", weight: 1, cities: [["Warsaw", 52.2297, 21.0122]] },
  { code: "TR", weight: 2, cities: [["Istanbul", 41.0082, 28.9784]] },
  {
    code: "VN",
    weight: 2,
    cities: [
      ["Hanoi", 21.0278, 105.8342],
      ["Ho Chi Minh City", 10.8231, 106.6297],
    ],
  },
  { code: "TH", weight: 1, cities: [["Bangkok", 13.7563, 100.5018]] },
  { code: "PH", weight: 1, cities: [["Manila", 14.5995, 120.9842]] },
  {
    code: "AU",
    weight: 1,
    cities: [
      ["Sydney", -33.8688, 151.2093],
      ["Melbourne", -37.8136, 144.9631],
    ],
  },
  {
    code: "CA",
    weight: 1,
    cities: [
      ["Toronto", 43.6532, -79.3832],
      ["Vancouver", 49.2827, -123.1207],
    ],
  },
  { code: "CL", weight: 1, cities: [["Santiago", -33.4489, -70.6693]] },
  { code: "JO", weight: 1, cities: [["Amman", 31.9539, 35.9106]] },
  { code: "KH", weight: 1, cities: [["Phnom Penh", 11.5564, 104.9282]] },
  { code: "NZ", weight: 1, cities: [["Auckland", -36.8485, 174.7633]] },
  { code: "GB", weight: 1, cities: [["London", 51.5074, -0.1278]] },
];

const PATHS = [
  "/",
  "/",
  "/cars",
  "/cars",
  "/cars/1",
  "/cars/2",
  "/cars/3",
  "/cost",
  "/board",
  "/inquiry",
  "/contact",
  "/my-page",
];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
const jitter = (n: number) => Math.round((n + (Math.random() - 0.5) * 0.08) * 10_000) / 10_000;

function randomCountry() {
  const total = COUNTRIES.reduce((s, c) => s + c.weight, 0);
  let r = Math.random() * total;
  for (const c of COUNTRIES) if ((r -= c.weight) < 0) return c;
  return COUNTRIES[0];
}

type Visitor = { hash: string; code: string; city: City };

function visitorFrom(country: (typeof COUNTRIES)[number]): Visitor {
  const city = pick(country.cities);
  return {
    hash: crypto.randomBytes(16).toString("hex"),
    code: country.code,
    city: [city[0], jitter(city[1]), jitter(city[2])],
  };
}

const row = (v: Visitor, at: Date) => ({
  visitorHash: v.hash,
  path: pick(PATHS),
  countryCode: v.code,
  city: v.city[0],
  latitude: v.city[1],
  longitude: v.city[2],
  geoStatus: "ok",
  createdAt: at,
});

/**
 * Demo statistics: on an empty table, a month of visits from every country above (each at
 * least twice); on every start, a few visitors "online now" when nobody was in 5 minutes.
 */
export async function ensureDemoVisits(core: Core): Promise<{ inserted: number }> {
  const now = Date.now();
  const [{ n }] = await core.db.select({ n: count() }).from(visitorLogs);
  const rows: Array<ReturnType<typeof row>> = [];
  if (n === 0) {
    const visitors = [
      ...COUNTRIES.flatMap((c) => [visitorFrom(c), visitorFrom(c)]),
      ...Array.from({ length: 160 }, () => visitorFrom(randomCountry())),
    ];
    for (const v of visitors) {
      const visits = 1 + Math.floor(Math.random() * 6);
      for (let i = 0; i < visits; i++) rows.push(row(v, new Date(now - 5 * MINUTE - Math.random() * 30 * DAY)));
    }
    // The last hour: recent (blue) visitors on the map.
    for (let i = 0; i < 20; i++)
      rows.push(row(pick(visitors), new Date(now - 6 * MINUTE - Math.random() * 54 * MINUTE)));
  }
  const [{ active }] = await core.db
    .select({ active: count() })
    .from(visitorLogs)
    .where(and(eq(visitorLogs.geoStatus, "ok"), gte(visitorLogs.createdAt, new Date(now - 5 * MINUTE))));
  if (active === 0) {
    // Active (red) visitors: known ones coming back and a few new ones.
    const known = await core.db
      .selectDistinctOn([visitorLogs.visitorHash], {
        hash: visitorLogs.visitorHash,
        code: visitorLogs.countryCode,
        city: visitorLogs.city,
        latitude: visitorLogs.latitude,
        longitude: visitorLogs.longitude,
      })
      .from(visitorLogs)
      .where(and(eq(visitorLogs.geoStatus, "ok"), gte(visitorLogs.createdAt, new Date(now - 30 * DAY))))
      .orderBy(visitorLogs.visitorHash)
      .limit(200);
    const returning: Visitor[] = known
      .sort(() => Math.random() - 0.5)
      .slice(0, 8)
      .map((k) => ({ hash: k.hash, code: k.code!, city: [k.city ?? "", k.latitude!, k.longitude!] }));
    const fresh = ["MN", "KR", "RU", "KZ"].map((code) => visitorFrom(COUNTRIES.find((c) => c.code === code)!));
    for (const v of [...returning, ...fresh]) rows.push(row(v, new Date(now - Math.random() * 4 * MINUTE)));
  }
  for (let i = 0; i < rows.length; i += 1000) await core.db.insert(visitorLogs).values(rows.slice(i, i + 1000));
  return { inserted: rows.length };
}

/** Country codes of the demo data (tests check that each one shows up). */
export const DEMO_COUNTRY_CODES = COUNTRIES.map((c) => c.code);
