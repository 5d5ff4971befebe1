/**
 * Import of upstream cars into the catalogue. Each car is fetched completely (detail,
 * photo list, every photo stored with its thumbnail) before one transaction inserts it,
 * so a failure halfway leaves no half car and the same import can simply run again.
 */
import pLimit from "p-limit";
import { parseMakerModel } from "../../../shared/vehicle-terms.js";
import type { Core } from "../../core.js";
import type { CarImage } from "../../db/schema/cars.js";
import { AppError } from "../../lib/errors.js";
import { createCar, importedByKeys } from "../cars/index.js";
import type { CarCreateInput } from "../../../shared/api/cars.js";
import type { UpstreamCarDetail, UpstreamClient } from "./adapter.js";
import { UpstreamError } from "./upstream-error.js";
import { upstreamClient } from "./client.js";
import type { ImportResult } from "../../../shared/api/upstream.js";
import type { CarCondition } from "../../../shared/api/condition.js";
import { isUniqueViolation } from "../../lib/pg-errors.js";

const MAX_PHOTOS = 60;
const MAX_OPTIONS = 100;

type Outcome =
  | {
      kind: "imported";
      car_key: string;
      car_id: number;
      car_name: string;
      unreadable: string[];
      skipped_panels: string[];
    }
  | { kind: "skipped"; car_key: string; car_name: string; reason: string }
  | { kind: "failed"; car_key: string; error: string };

/** A problem that makes this one car fail with a message the admin can act on. */
class CarImportError extends Error {}

const alreadyImported = (id: number) => `already imported (id ${id})`;

function describe(err: unknown): string {
  if (err instanceof CarImportError) return err.message;
  if (err instanceof UpstreamError) return `upstream error: ${err.message}`;
  if (err instanceof AppError) return err.message;
  return `unexpected error: ${err instanceof Error ? err.message : String(err)}`;
}

/** Maker, model and grade (Korean) from the listing name, through the vehicle-terms dictionary. */
export function makerModelOf(carName: string): { maker: string; model: string; grade: string | null } {
  const parsed = parseMakerModel(carName);
  const tokens = carName.trim().split(/\s+/).filter(Boolean);
  if (parsed.maker && parsed.model) return { maker: parsed.maker, model: parsed.model, grade: parsed.grade };
  // Not in the dictionary: keep the name's own words so the car is still listed and findable.
  const maker = parsed.maker ?? tokens[0] ?? carName;
  const rest = parsed.maker ? (parsed.grade ?? "").split(/\s+/).filter(Boolean) : tokens.slice(1);
  const model = parsed.model ?? rest[0] ?? maker;
  const grade = parsed.model ? parsed.grade : rest.slice(1).join(" ") || null;
  return { maker, model, grade };
}

/** The catalogue fields of an upstream detail; throws CarImportError when a required one is missing. */
export function carInputOf(detail: UpstreamCarDetail, images: CarImage[]): CarCreateInput {
  if (detail.price_krw === null)
    throw new CarImportError("the upstream shows no price (price on request); add the car by hand");
  if (detail.year === null) throw new CarImportError("the upstream detail has no model year");
  if (detail.mileage === null) throw new CarImportError("the upstream detail has no mileage");
  const name = detail.car_name.slice(0, 200);
  const { maker, model, grade } = makerModelOf(name);
  return {
    car_name: name,
    maker: maker.slice(0, 60),
    model: model.slice(0, 80),
    grade: grade?.slice(0, 200) ?? null,
    year: detail.year,
    month: detail.month,
    mileage: detail.mileage,
    fuel: detail.fuel ?? "-",
    transmission: detail.transmission ?? "-",
    color: detail.color,
    displacement_cc: detail.displacement_cc,
    power_hp: detail.power_hp,
    car_number: detail.car_number || null,
    price_krw: detail.price_krw,
    options: detail.options.slice(0, MAX_OPTIONS).map((o) => o.slice(0, 100)),
    dealer_comment: detail.dealer_comment || null,
    dealer_name: detail.dealer.name || null,
    dealer_phone: detail.dealer.phone || null,
    images,
  };
}

async function fetchPhotos(core: Core, client: UpstreamClient, carKey: string): Promise<CarImage[]> {
  const urls = (await client.listPhotoUrls(carKey)).slice(0, MAX_PHOTOS);
  const storage = core.photoStorage;
  // Photos of one car in order; the client's own limit keeps the upstream polite.
  const limit = pLimit(2);
  return Promise.all(
    urls.map((url) =>
      limit(async () => {
        const bytes = await client.downloadPhoto(url);
        try {
          return await storage.save(bytes);
        } catch (err) {
          throw new CarImportError(`photo ${url} is not a readable image (${describe(err)})`);
        }
      }),
    ),
  );
}

/**
 * The car's inspection record as far as it could be read: none → null; a record → its fields, the
 * unreadable ones null; a page that failed (5xx, time-out, cut off) → null with "condition"
 * unreadable. The car is imported in every case.
 */
async function readCondition(
  core: Core,
  client: UpstreamClient,
  carKey: string,
): Promise<{ condition: CarCondition | null; unreadable: string[]; skipped_panels: string[]; vin: string | null }> {
  const answer = await client.getInspection(carKey);
  if (answer.status === "record") return answer.reading;
  if (answer.status === "none") return { condition: null, unreadable: [], skipped_panels: [], vin: null };
  core.log.warn({ carKey, err: answer.error.message }, "the inspection record could not be read");
  return { condition: null, unreadable: ["condition"], skipped_panels: [], vin: null };
}

async function importOne(
  core: Core,
  client: UpstreamClient,
  carKey: string,
  complexCodeOf: (name: string | undefined) => Promise<string | null>,
): Promise<Outcome> {
  try {
    const detail = await client.getDetail(carKey);
    if (detail.status === "gone") {
      return {
        kind: "failed",
        car_key: carKey,
        error: `the car is no longer available upstream (${detail.reason.replace("_", " ")})`,
      };
    }
    if (detail.status === "unknown") {
      return {
        kind: "failed",
        car_key: carKey,
        error: `the upstream did not answer clearly, try again later: ${detail.error.message}`,
      };
    }
    const images = await fetchPhotos(core, client, carKey);
    const input = carInputOf(detail.car, images);
    const complexCode = await complexCodeOf(detail.car.spec["매매단지"]);
    const record = await readCondition(core, client, carKey);
    try {
      const row = await core.db.transaction((tx) =>
        // The chassis number the upstream's record shows (the invoice prints it for customs).
        createCar(core, tx, record.vin ? { ...input, vin: record.vin } : input, {
          source: "upstream",
          upstreamKey: carKey,
          complexCode,
          condition: record.condition,
        }),
      );
      return {
        kind: "imported",
        car_key: carKey,
        car_id: row.id,
        car_name: row.carName,
        unreadable: record.unreadable,
        skipped_panels: record.skipped_panels,
      };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Imported meanwhile by a concurrent import.
      const existing = (await importedByKeys(core, [carKey])).get(carKey);
      if (!existing) throw err;
      return { kind: "skipped", car_key: carKey, car_name: existing.carName, reason: alreadyImported(existing.id) };
    }
  } catch (err) {
    if (!(err instanceof CarImportError) && !(err instanceof UpstreamError) && !(err instanceof AppError)) {
      core.log.error({ err, carKey }, "upstream import of a car failed");
    }
    return { kind: "failed", car_key: carKey, error: describe(err) };
  }
}

/** Imports the given upstream cars; already imported keys are skipped, the others imported or failed. */
export async function importCars(core: Core, carKeys: string[]): Promise<ImportResult> {
  const client = await upstreamClient(core);
  const keys = [...new Set(carKeys)];
  const existing = await importedByKeys(core, keys);

  let complexes: Promise<Map<string, string>> | undefined;
  const complexCodeOf = async (name: string | undefined) => {
    if (!name) return null;
    complexes ??= client
      .listComplexes()
      .then((list) => new Map(list.map((c) => [c.name, c.code])))
      .catch(() => new Map<string, string>());
    return (await complexes).get(name) ?? null;
  };

  const limit = pLimit(Math.max(1, core.config.upstreamConcurrency));
  const outcomes = await Promise.all(
    keys.map((key): Outcome | Promise<Outcome> => {
      const car = existing.get(key);
      if (car) return { kind: "skipped", car_key: key, car_name: car.carName, reason: alreadyImported(car.id) };
      return limit(() => importOne(core, client, key, complexCodeOf));
    }),
  );

  const result: ImportResult = { imported: [], skipped: [], failed: [] };
  for (const o of outcomes) {
    if (o.kind === "imported") {
      const { kind: _kind, ...item } = o;
      result.imported.push(item);
    } else if (o.kind === "skipped")
      result.skipped.push({ car_key: o.car_key, car_name: o.car_name, reason: o.reason });
    else result.failed.push({ car_key: o.car_key, error: o.error });
  }
  // New listings (the cars are committed: each import had its own transaction).
  if (result.imported.length > 0)
    await core.events.emit("carsImported", { carIds: result.imported.map((c) => c.car_id) });
  return result;
}
