// Helpers of the buyer's money tests (api.md "The buyer's money, protected"): an order brought
// to a status through HTTP, payments and refunds, a claim's multipart form.
import type { FastifyInstance } from "fastify";
import { todayIn, addDays } from "../src/shared/days.js";
import { actor, adjust, type Actor } from "./credits-helpers.js";
import { createBannerCar } from "./factories.js";
import { documentUpload } from "./order-documents-helpers.js";
import { send } from "./helper.js";

type Json = Record<string, any>;

/** Today and other days in the app's TZ_SCHEDULE ("YYYY-MM-DD"). */
export const dayIn = (app: FastifyInstance, offset = 0) =>
  addDays(todayIn((app as unknown as { core: { config: { tzSchedule: string } } }).core.config.tzSchedule), offset);

export async function ok(res: Promise<{ statusCode: number; body: string; json(): any }>, status = 200) {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`expected ${status}, got ${r.statusCode}: ${r.body}`);
  return r.json() as Json;
}

/** A buyer with an order of a car, invoiced at `priceUsd` (the amount due, no port). */
export async function invoicedOrder(
  app: FastifyInstance,
  admin: Actor,
  opts: { priceUsd?: number; country?: string; buyer?: Actor } = {},
) {
  const buyer = opts.buyer ?? (await actor(app, { country: opts.country ?? "US" }));
  await adjust(app, admin, buyer.id, 2);
  const car = await createBannerCar(app, { priceKrw: 21_500_000 });
  const bought = await ok(send(app, buyer, "POST", `/api/cars/${car.id}/purchase`));
  const orderId = bought.order_id as number;
  await ok(
    send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, {
      status: "invoiced",
      price_usd: opts.priceUsd ?? 20_000,
    }),
  );
  return { buyer, car, orderId };
}

export const pay = (app: FastifyInstance, admin: Actor | null, orderId: number, body: Json) =>
  send(app, admin, "POST", `/api/admin/orders/${orderId}/payments`, body);
export const refund = (app: FastifyInstance, admin: Actor | null, orderId: number, body: Json) =>
  send(app, admin, "POST", `/api/admin/orders/${orderId}/refunds`, body);
export const myOrder = (app: FastifyInstance, buyer: Actor, orderId: number) =>
  ok(send(app, buyer, "GET", `/api/users/me/orders/${orderId}`));

/** Uploads a bill of lading to the order (as the admin). */
export async function uploadBillOfLading(app: FastifyInstance, admin: Actor, orderId: number) {
  const body = documentUpload("bill_of_lading", Buffer.from("%PDF-1.4\n%%EOF\n"), "BL.pdf");
  const res = await app.inject({
    method: "POST",
    url: `/api/admin/orders/${orderId}/documents`,
    payload: body.payload,
    headers: { ...body.headers, cookie: admin.cookie },
  });
  if (res.statusCode !== 201) throw new Error(`B/L upload: ${res.statusCode} ${res.body}`);
}

/** Pays the whole amount, ships with a B/L and delivers the order. */
export async function deliveredOrder(app: FastifyInstance, admin: Actor, opts: { country?: string } = {}) {
  const o = await invoicedOrder(app, admin, { priceUsd: 20_000, country: opts.country });
  await ok(pay(app, admin, o.orderId, { amount_usd: 20_000, received_on: dayIn(app), reference: "TT-FULL" }), 201);
  await uploadBillOfLading(app, admin, o.orderId);
  const url = `/api/admin/orders/${o.orderId}`;
  await ok(send(app, admin, "PATCH", url, { status: "shipped", bl_number: "MOL-0042" }));
  await ok(send(app, admin, "PATCH", url, { status: "delivered" }));
  return o;
}

/** A claim's multipart form: text fields, then `evidence` files. */
export function claimForm(
  fields: Record<string, string>,
  files: Array<{ data: Buffer; filename?: string; type?: string; field?: string }> = [],
) {
  const boundary = "----claim-form-boundary";
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "evidence"}"; filename="${f.filename ?? "photo.jpg"}"\r\nContent-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      f.data,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export function fileClaim(
  app: FastifyInstance,
  buyer: Actor | null,
  orderId: number,
  form: ReturnType<typeof claimForm>,
) {
  return app.inject({
    method: "POST",
    url: `/api/users/me/orders/${orderId}/claims`,
    payload: form.payload,
    headers: { ...form.headers, ...(buyer ? { cookie: buyer.cookie } : {}) },
  });
}

/** The first bytes of an MP4 (an `ftyp` box of brand isom) and padding. */
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom", "latin1"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isomiso2", "latin1"),
  Buffer.alloc(64, 0),
]);
/** A QuickTime movie's first bytes (not MP4). */
export const MOV = Buffer.concat([
  Buffer.from([0, 0, 0, 0x14]),
  Buffer.from("ftypqt  ", "latin1"),
  Buffer.alloc(64, 0),
]);
