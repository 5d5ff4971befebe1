/**
 * How to call each admin write route so that it changes something (test/audit.test.ts walks the
 * route table and expects an audit row for each). Keyed by "METHOD /url" as in the route table;
 * a new admin write route without an entry here fails that test. `setup` makes what the call
 * needs (through HTTP as buyers do, or the factories); `act` is the admin's one call; `target`
 * is the `type:id` (or `type` for a row whose id the call does not tell) its audit row must name.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { heroBanners } from "../src/server/db/schema/cars.js";
import type { UpstreamSim } from "../tools/upstream-sim/server.js";
import { createBannerCar, createCar, createUser, loginCookie } from "./factories.js";
import { carInput } from "./catalogue-helpers.js";
import { multipartFile } from "./deals-helpers.js";
import { documentUpload } from "./order-documents-helpers.js";
import { totpCodeAt } from "../src/server/modules/accounts/totp.js";
import { claimForm } from "./protection-helpers.js";

type Json = Record<string, any>;
type Ctx = Json;

export type AuditScenario = {
  setup?: () => Promise<Ctx>;
  act: (ctx: Ctx) => Promise<LightMyRequestResponse>;
  /** The audit row's target: `type:id`, or `type` when only the type is known beforehand. */
  target: (ctx: Ctx, body: Json) => string;
};

export type AuditEnv = { app: FastifyInstance; sim: UpstreamSim; admin: string };

export function auditScenarios(env: AuditEnv): Record<string, AuditScenario> {
  const { app } = env;
  const send = (cookie: string, method: string, url: string, payload?: unknown, headers: Json = {}) =>
    app.inject({
      method: method as "GET",
      url,
      headers: { cookie, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const admin = (method: string, url: string, payload?: unknown) => send(env.admin, method, url, payload);
  /** A call made while setting up: it must succeed. */
  const ok = async (res: Promise<LightMyRequestResponse>) => {
    const r = await res;
    if (r.statusCode >= 300) throw new Error(`setup ${r.statusCode}: ${r.body}`);
    return r.statusCode === 204 ? {} : (r.json() as Json);
  };
  const buyer = async (cc = 0, cashCc = 0) => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    for (const [account, amount] of [
      ["cc", cc],
      ["cash_cc", cashCc],
    ] as const) {
      if (amount > 0)
        await ok(
          admin("POST", `/api/admin/users/${user.id}/credits`, { amount, account, reason: "audit test funding" }),
        );
    }
    return { id: user.id, email: user.email, cookie };
  };
  let seq = 0;
  const unique = (prefix: string) => `${prefix}-${++seq}-${Date.now().toString(36)}`;
  const usedKeys = new Set<string>();
  const simCar = () => {
    const c = env.sim.state.cars.find(
      (x) => x.state === "available" && x.priceManwon !== null && !x.brokenRow && !usedKeys.has(x.key),
    )!;
    usedKeys.add(c.key);
    return c;
  };
  /** A complex the upstream has (a sync rule must name one). */
  const complex = () => env.sim.state.cars[0].complexCode;
  const portBody = () => ({
    name: { en: unique("Port"), ko: "항구", mn: "Боомт", ru: "Порт" },
    country: "RU",
    method: "roro",
    freight_usd: 1250,
    insurance_pct: 0.5,
    transit_days: 5,
  });
  const importRulesBody = () => ({
    currency: "USD",
    as_of: "2026-01-01",
    source: unique("Audit test rules"),
    max_age: null,
    components: [
      { name: { en: "Duty", ko: "관세", mn: "Гааль", ru: "Пошлина" }, kind: "percent", rate: 0.1, of: "value" },
    ],
  });
  const exportRestrictionsBody = () => ({
    as_of: "2024-02-24",
    source: unique("Audit test restrictions"),
    rules: [
      {
        when: { min_cc: 2001 },
        reason: { en: "Over 2,000 cm³", ko: "2,000cc 초과", mn: "2000 см³-ээс их", ru: "Более 2000 см³" },
      },
    ],
  });
  const categoryBody = () => {
    const name = unique("Cat");
    return { name_en: name, name_ko: name, name_mn: name, name_ru: name };
  };
  const boardPost = async () => {
    const author = await buyer();
    return {
      post: await ok(send(author.cookie, "POST", "/api/board/posts", { title: "Hello", content: "<p>Hi</p>" })),
    };
  };
  const pendingRequest = async () => {
    const user = await buyer(2);
    const request = await ok(send(user.cookie, "POST", "/api/vehicle-requests", { maker: "현대", model: "쏘나타" }));
    return { user, request };
  };
  const review = async () => {
    const { user, request } = await pendingRequest();
    const car = await createCar(app);
    await ok(admin("POST", `/api/admin/vehicle-requests/${request.id}/recommend`, { car_ids: [car.id] }));
    const created = await ok(
      send(user.cookie, "POST", "/api/reviews", { vehicle_request_id: request.id, rating: 5, content: "Great" }),
    );
    return { review: created };
  };
  const topup = async () => {
    const user = await buyer();
    return { topup: await ok(send(user.cookie, "POST", "/api/users/me/topups", { amount_cc: 5, payer_name: "Bat" })) };
  };
  const withdrawal = async () => {
    const user = await buyer(0, 5);
    const body = { amount: 2, method: "paypal", account_details: "me@paypal.example" };
    return { withdrawal: await ok(send(user.cookie, "POST", "/api/users/me/withdrawals", body)) };
  };
  const snsSubmission = async () => {
    await ok(admin("PUT", "/api/admin/settings", { sns_campaign_enabled: true }));
    const user = await buyer();
    const url = `https://www.facebook.com/share/${unique("p")}`;
    return { submission: await ok(send(user.cookie, "POST", "/api/sns-share", { platform: "facebook", url })) };
  };
  const carId = async () => ({ carId: (await createCar(app)).id as number });
  const orderOfBuyer = async () => {
    const user = await buyer(2);
    const car = await createBannerCar(app);
    return { order: await ok(send(user.cookie, "POST", `/api/cars/${car.id}/purchase`)) };
  };
  const banner = async () => {
    const car = await createBannerCar(app);
    const [row] = await app.core.db.select().from(heroBanners).where(eq(heroBanners.carId, car.id));
    return { bannerId: row.id };
  };

  return {
    "PATCH /api/admin/users/:user_id": {
      setup: async () => ({ user: await buyer() }),
      act: (c) => admin("PATCH", `/api/admin/users/${c.user.id}`, { is_active: false }),
      target: (c) => `user:${c.user.id}`,
    },
    "DELETE /api/admin/users/:user_id": {
      setup: async () => ({ user: await buyer() }),
      act: (c) => admin("DELETE", `/api/admin/users/${c.user.id}`),
      target: (c) => `user:${c.user.id}`,
    },
    "DELETE /api/admin/users/:user_id/totp": {
      setup: async () => {
        const user = await buyer();
        const { secret } = await ok(send(user.cookie, "POST", "/api/users/me/totp"));
        await ok(send(user.cookie, "POST", "/api/users/me/totp/enable", { code: totpCodeAt(secret) }));
        return { user };
      },
      act: (c) => admin("DELETE", `/api/admin/users/${c.user.id}/totp`),
      target: (c) => `user:${c.user.id}`,
    },
    "DELETE /api/admin/users/:user_id/sessions": {
      setup: async () => ({ user: await buyer() }),
      act: (c) => admin("DELETE", `/api/admin/users/${c.user.id}/sessions`),
      target: (c) => `user:${c.user.id}`,
    },
    "POST /api/admin/users/:user_id/unlock": {
      setup: async () => {
        const user = await buyer();
        // Two wrong passwords: a failure count to clear (a lock would take twenty).
        for (let i = 0; i < 2; i++)
          await app.inject({
            method: "POST",
            url: "/api/auth/login",
            payload: { email: user.email, password: "wrong" },
          });
        return { user };
      },
      act: (c) => admin("POST", `/api/admin/users/${c.user.id}/unlock`),
      target: (c) => `user:${c.user.id}`,
    },
    "POST /api/admin/users/:user_id/credits": {
      setup: async () => ({ user: await buyer() }),
      act: (c) =>
        admin("POST", `/api/admin/users/${c.user.id}/credits`, { amount: 3, account: "cc", reason: "goodwill" }),
      target: (c) => `user:${c.user.id}`,
    },
    "PUT /api/admin/settings": {
      act: () => admin("PUT", "/api/admin/settings", { topup_bank_details: unique("Golomt Bank 1234") }),
      target: () => "setting:topup_bank_details",
    },
    "POST /api/admin/ports": {
      act: () => admin("POST", "/api/admin/ports", portBody()),
      target: (_c, body) => `port:${body.id}`,
    },
    "PATCH /api/admin/ports/:port_id": {
      setup: async () => ({ port: await ok(admin("POST", "/api/admin/ports", portBody())) }),
      act: (c) => admin("PATCH", `/api/admin/ports/${c.port.id}`, { freight_usd: 1400 }),
      target: (c) => `port:${c.port.id}`,
    },
    "DELETE /api/admin/ports/:port_id": {
      setup: async () => ({ port: await ok(admin("POST", "/api/admin/ports", portBody())) }),
      act: (c) => admin("DELETE", `/api/admin/ports/${c.port.id}`),
      target: (c) => `port:${c.port.id}`,
    },
    "PUT /api/admin/import-rules/:country": {
      act: () => admin("PUT", "/api/admin/import-rules/fj", importRulesBody()),
      target: () => "import_rule:FJ",
    },
    "DELETE /api/admin/import-rules/:country": {
      setup: async () => ({ rules: await ok(admin("PUT", "/api/admin/import-rules/TO", importRulesBody())) }),
      act: () => admin("DELETE", "/api/admin/import-rules/TO"),
      target: () => "import_rule:TO",
    },
    "PUT /api/admin/export-restrictions/:country": {
      act: () => admin("PUT", "/api/admin/export-restrictions/ws", exportRestrictionsBody()),
      target: () => "export_restriction:WS",
    },
    "DELETE /api/admin/export-restrictions/:country": {
      setup: async () => ({
        restrictions: await ok(admin("PUT", "/api/admin/export-restrictions/VU", exportRestrictionsBody())),
      }),
      act: () => admin("DELETE", "/api/admin/export-restrictions/VU"),
      target: () => "export_restriction:VU",
    },
    "POST /api/cars": {
      act: () => admin("POST", "/api/cars", carInput({ car_number: null })),
      target: (_c, body) => `car:${body.id}`,
    },
    "PATCH /api/cars/:car_id": {
      setup: carId,
      act: (c) => admin("PATCH", `/api/cars/${c.carId}`, { price_krw: 19_900_000 }),
      target: (c) => `car:${c.carId}`,
    },
    "DELETE /api/cars/:car_id": {
      setup: carId,
      act: (c) => admin("DELETE", `/api/cars/${c.carId}`),
      target: (c) => `car:${c.carId}`,
    },
    "POST /api/cars/:car_id/soldout": {
      setup: carId,
      act: (c) => admin("POST", `/api/cars/${c.carId}/soldout`),
      target: (c) => `car:${c.carId}`,
    },
    "DELETE /api/cars/:car_id/soldout": {
      setup: async () => {
        const c = await carId();
        await ok(admin("POST", `/api/cars/${c.carId}/soldout`));
        return c;
      },
      act: (c) => admin("DELETE", `/api/cars/${c.carId}/soldout`),
      target: (c) => `car:${c.carId}`,
    },
    "PUT /api/admin/cars/:car_id/condition": {
      setup: carId,
      act: (c) =>
        admin("PUT", `/api/admin/cars/${c.carId}/condition`, {
          inspected_at: "2025-09-14",
          odometer_ok: true,
          accident: false,
          simple_repair: false,
          flood: false,
          fire: false,
          tuning: false,
          use_history: "rental",
          insurance_claims: 0,
          owner_changes: 1,
          panels: [],
        }),
      target: (c) => `car:${c.carId}`,
    },
    "POST /api/hero-banners/admin/toggle/:car_id": {
      setup: carId,
      act: (c) => admin("POST", `/api/hero-banners/admin/toggle/${c.carId}`),
      target: () => "banner",
    },
    "PUT /api/hero-banners/admin/reorder": {
      setup: async () => {
        const a = await createBannerCar(app);
        const b = await createBannerCar(app);
        return { ids: [b.id, a.id] };
      },
      act: (c) => admin("PUT", "/api/hero-banners/admin/reorder", { car_ids: c.ids }),
      target: () => "banner",
    },
    "PUT /api/hero-banners/admin/:banner_id": {
      setup: banner,
      act: (c) => admin("PUT", `/api/hero-banners/admin/${c.bannerId}`, { title_en: "Spring sale" }),
      target: (c) => `banner:${c.bannerId}`,
    },
    "DELETE /api/hero-banners/admin/:banner_id": {
      setup: banner,
      act: (c) => admin("DELETE", `/api/hero-banners/admin/${c.bannerId}`),
      target: (c) => `banner:${c.bannerId}`,
    },
    "POST /api/translations/seed-all-defaults": {
      act: () => admin("POST", "/api/translations/seed-all-defaults"),
      target: () => "translation",
    },
    "POST /api/admin/translations": {
      act: () =>
        admin("POST", "/api/admin/translations", { category: "color", ko: unique("색"), en: "A", mn: "A", ru: "A" }),
      target: (_c, body) => `translation:${body.id}`,
    },
    "PATCH /api/admin/translations/:translation_id": {
      setup: async () => ({
        t: await ok(
          admin("POST", "/api/admin/translations", { category: "color", ko: unique("색"), en: "A", mn: "A", ru: "A" }),
        ),
      }),
      act: (c) => admin("PATCH", `/api/admin/translations/${c.t.id}`, { en: "Aqua" }),
      target: (c) => `translation:${c.t.id}`,
    },
    "DELETE /api/admin/translations/:translation_id": {
      setup: async () => ({
        t: await ok(
          admin("POST", "/api/admin/translations", { category: "color", ko: unique("색"), en: "A", mn: "A", ru: "A" }),
        ),
      }),
      act: (c) => admin("DELETE", `/api/admin/translations/${c.t.id}`),
      target: (c) => `translation:${c.t.id}`,
    },
    "POST /api/admin/photos": {
      setup: async () => ({
        png: await sharp({ create: { width: 8, height: 8, channels: 3, background: "#2255aa" } })
          .png()
          .toBuffer(),
      }),
      act: (c) => {
        const body = multipartFile(c.png, "car.png", "image/png");
        return send(env.admin, "POST", "/api/admin/photos", body.payload, body.headers);
      },
      target: () => "photo",
    },
    "POST /api/admin/jobs/:id/retry": {
      // A failed email: queued for later, then marked failed as the worker would after its tries.
      setup: async () => {
        const id = await app.core.jobs.send(
          "mail-send",
          { to: "nobody@example.com", subject: "audit", html: "<p>x</p>", text: "x" },
          { startAfterSeconds: 3600 },
        );
        await app.core.database.executor.executeSql(
          `update pgboss.job set state = 'failed', output = '{"message":"refused"}'::jsonb where id = $1`,
          [id],
        );
        return { id };
      },
      act: (c) => admin("POST", `/api/admin/jobs/${c.id}/retry`),
      target: (c) => `job:${c.id}`,
    },
    "POST /api/admin/board/categories": {
      act: () => admin("POST", "/api/admin/board/categories", categoryBody()),
      target: (_c, body) => `board_category:${body.id}`,
    },
    "PATCH /api/admin/board/categories/:id": {
      setup: async () => ({ cat: await ok(admin("POST", "/api/admin/board/categories", categoryBody())) }),
      act: (c) => admin("PATCH", `/api/admin/board/categories/${c.cat.id}`, { position: 7 }),
      target: (c) => `board_category:${c.cat.id}`,
    },
    "DELETE /api/admin/board/categories/:id": {
      setup: async () => ({ cat: await ok(admin("POST", "/api/admin/board/categories", categoryBody())) }),
      act: (c) => admin("DELETE", `/api/admin/board/categories/${c.cat.id}`),
      target: (c) => `board_category:${c.cat.id}`,
    },
    "DELETE /api/admin/board/posts/:post_id": {
      setup: boardPost,
      act: (c) => admin("DELETE", `/api/admin/board/posts/${c.post.id}`),
      target: (c) => `board_post:${c.post.id}`,
    },
    "POST /api/admin/board/posts/:post_id/notice": {
      setup: boardPost,
      act: (c) => admin("POST", `/api/admin/board/posts/${c.post.id}/notice`),
      target: (c) => `board_post:${c.post.id}`,
    },
    "POST /api/admin/board/posts/:post_id/pin": {
      setup: boardPost,
      act: (c) => admin("POST", `/api/admin/board/posts/${c.post.id}/pin`),
      target: (c) => `board_post:${c.post.id}`,
    },
    "POST /api/sns-share/admin/:id/verify": {
      setup: snsSubmission,
      act: (c) => admin("POST", `/api/sns-share/admin/${c.submission.id}/verify`, { approved: true }),
      target: (c) => `sns_submission:${c.submission.id}`,
    },
    "POST /api/admin/withdrawals/:id/paid": {
      setup: withdrawal,
      act: (c) => admin("POST", `/api/admin/withdrawals/${c.withdrawal.id}/paid`, { note: "sent" }),
      target: (c) => `withdrawal:${c.withdrawal.id}`,
    },
    "POST /api/admin/withdrawals/:id/reject": {
      setup: withdrawal,
      act: (c) => admin("POST", `/api/admin/withdrawals/${c.withdrawal.id}/reject`, { note: "name mismatch" }),
      target: (c) => `withdrawal:${c.withdrawal.id}`,
    },
    "POST /api/upstream/import": {
      act: () => admin("POST", "/api/upstream/import", { car_keys: [simCar().key] }),
      target: (_c, body) => `car:${body.imported[0].car_id}`,
    },
    "PUT /api/upstream/availability-check": {
      act: () => admin("PUT", "/api/upstream/availability-check", { enabled: true, time: `0${++seq % 10}:15` }),
      target: () => "setting:availability_check_time",
    },
    "POST /api/upstream/availability-check/run": {
      act: () => admin("POST", "/api/upstream/availability-check/run"),
      target: (_c, body) => `availability_run:${body.run_id}`,
    },
    "POST /api/admin/sync-rules": {
      act: () => admin("POST", "/api/admin/sync-rules", { complex_code: complex(), maker: "현대" }),
      target: (_c, body) => `sync_rule:${body.id}`,
    },
    "PATCH /api/admin/sync-rules/:rule_id": {
      setup: async () => ({ rule: await ok(admin("POST", "/api/admin/sync-rules", { complex_code: complex() })) }),
      act: (c) =>
        admin("PATCH", `/api/admin/sync-rules/${c.rule.id}`, { complex_code: c.rule.complex_code, enabled: false }),
      target: (c) => `sync_rule:${c.rule.id}`,
    },
    "DELETE /api/admin/sync-rules/:rule_id": {
      setup: async () => ({ rule: await ok(admin("POST", "/api/admin/sync-rules", { complex_code: complex() })) }),
      act: (c) => admin("DELETE", `/api/admin/sync-rules/${c.rule.id}`),
      target: (c) => `sync_rule:${c.rule.id}`,
    },
    "POST /api/admin/sync-runs": {
      act: () => admin("POST", "/api/admin/sync-runs"),
      target: (_c, body) => `sync_run:${body.run_id}`,
    },
    "PATCH /api/admin/vehicle-requests/:id": {
      setup: pendingRequest,
      act: (c) => admin("PATCH", `/api/admin/vehicle-requests/${c.request.id}`, { status: "in_progress" }),
      target: (c) => `vehicle_request:${c.request.id}`,
    },
    "POST /api/admin/vehicle-requests/:id/recommend": {
      setup: async () => ({ ...(await pendingRequest()), ...(await carId()) }),
      act: (c) => admin("POST", `/api/admin/vehicle-requests/${c.request.id}/recommend`, { car_ids: [c.carId] }),
      target: (c) => `vehicle_request:${c.request.id}`,
    },
    "PATCH /api/admin/reviews/:id": {
      setup: review,
      act: (c) => admin("PATCH", `/api/admin/reviews/${c.review.id}`, { is_visible: false }),
      target: (c) => `review:${c.review.id}`,
    },
    "DELETE /api/admin/reviews/:id": {
      setup: review,
      act: (c) => admin("DELETE", `/api/admin/reviews/${c.review.id}`),
      target: (c) => `review:${c.review.id}`,
    },
    "POST /api/admin/notifications": {
      setup: async () => ({ user: await buyer() }),
      act: (c) => admin("POST", "/api/admin/notifications", { user_id: c.user.id, title: "Hello", message: "Welcome" }),
      target: () => "notification",
    },
    "POST /api/admin/topups/:topup_id/confirm": {
      setup: topup,
      act: (c) => admin("POST", `/api/admin/topups/${c.topup.id}/confirm`, {}),
      target: (c) => `topup:${c.topup.id}`,
    },
    "POST /api/admin/topups/:topup_id/reject": {
      setup: topup,
      act: (c) => admin("POST", `/api/admin/topups/${c.topup.id}/reject`, { reason: "no transfer arrived" }),
      target: (c) => `topup:${c.topup.id}`,
    },
    "PATCH /api/admin/orders/:order_id": {
      setup: async () => {
        const user = await buyer(2);
        const car = await createBannerCar(app);
        return { order: await ok(send(user.cookie, "POST", `/api/cars/${car.id}/purchase`)) };
      },
      act: (c) =>
        admin("PATCH", `/api/admin/orders/${c.order.order_id}`, {
          status: "invoiced",
          price_usd: 15_000,
          vessel: "MV Morning",
        }),
      target: (c) => `order:${c.order.order_id}`,
    },
    "POST /api/admin/orders/:order_id/documents": {
      setup: orderOfBuyer,
      act: (c) => {
        const body = documentUpload("bill_of_lading", Buffer.from("%PDF-1.4\n%%EOF\n"), "bl.pdf");
        return send(env.admin, "POST", `/api/admin/orders/${c.order.order_id}/documents`, body.payload, body.headers);
      },
      target: (c) => `order:${c.order.order_id}`,
    },
    "DELETE /api/admin/orders/:order_id/documents/:document_id": {
      setup: async () => {
        const c = await orderOfBuyer();
        const body = documentUpload("photo", Buffer.from("%PDF-1.4\n%%EOF\n"), "photo.pdf");
        const url = `/api/admin/orders/${c.order.order_id}/documents`;
        return { ...c, document: await ok(send(env.admin, "POST", url, body.payload, body.headers)) };
      },
      act: (c) => admin("DELETE", `/api/admin/orders/${c.order.order_id}/documents/${c.document.id}`),
      target: (c) => `order:${c.order.order_id}`,
    },
    "POST /api/admin/orders/:order_id/payments": {
      setup: async () => {
        const c = await orderOfBuyer();
        await ok(admin("PATCH", `/api/admin/orders/${c.order.order_id}`, { status: "invoiced", price_usd: 9000 }));
        return c;
      },
      act: (c) =>
        admin("POST", `/api/admin/orders/${c.order.order_id}/payments`, {
          amount_usd: 4000,
          received_on: "2026-01-05",
          reference: "TT-AUDIT",
        }),
      target: (c) => `order:${c.order.order_id}`,
    },
    "POST /api/admin/orders/:order_id/refunds": {
      setup: async () => {
        const c = await orderOfBuyer();
        const url = `/api/admin/orders/${c.order.order_id}`;
        await ok(admin("PATCH", url, { status: "invoiced", price_usd: 9000 }));
        await ok(admin("POST", `${url}/payments`, { amount_usd: 9000, received_on: "2026-01-05", reference: "TT" }));
        return c;
      },
      act: (c) =>
        admin("POST", `/api/admin/orders/${c.order.order_id}/refunds`, {
          amount_usd: 100,
          paid_on: "2026-01-06",
          reference: "RF-AUDIT",
          reason: "bank fee returned",
        }),
      target: (c) => `order:${c.order.order_id}`,
    },
    "POST /api/admin/claims/:claim_id/decision": {
      setup: async () => {
        const user = await buyer(2);
        const car = await createBannerCar(app);
        const order = await ok(send(user.cookie, "POST", `/api/cars/${car.id}/purchase`));
        const url = `/api/admin/orders/${order.order_id}`;
        await ok(admin("PATCH", url, { status: "invoiced", price_usd: 100 }));
        await ok(admin("PATCH", url, { status: "paid" }));
        await ok(admin("PATCH", url, { status: "shipped" }));
        await ok(admin("PATCH", url, { status: "delivered" }));
        const form = claimForm({ category: "damage", description: "A dent in the left door." });
        const claim = await ok(
          send(user.cookie, "POST", `/api/users/me/orders/${order.order_id}/claims`, form.payload, form.headers),
        );
        return { claim };
      },
      act: (c) =>
        admin("POST", `/api/admin/claims/${c.claim.id}/decision`, { status: "accepted", note: "Repair paid" }),
      target: (c) => `claim:${c.claim.id}`,
    },
    "POST /api/admin/questions/:thread_id/messages": {
      setup: async () => {
        const user = await buyer();
        const { carId: id } = await carId();
        return { question: await ok(send(user.cookie, "POST", `/api/cars/${id}/questions`, { body: "Is it rusty?" })) };
      },
      act: (c) => admin("POST", `/api/admin/questions/${c.question.thread_id}/messages`, { body: "No rust at all." }),
      target: (c) => `question:${c.question.thread_id}`,
    },
  };
}
