// Shipping documents of an order and the courier of the originals (api.md "Door to door"):
// uploads checked by their bytes, private downloads, removals that keep the record, the buyer's
// notification and email, and the courier fields.
import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../src/server/db/schema/community.js";
import { orderDocuments } from "../src/server/db/schema/deals.js";
import { ORDER_DOCUMENT_MAX_BYTES } from "../src/shared/api/order-documents.js";
import { actor, adjust, adminActor, type Actor } from "./credits-helpers.js";
import { JPEG, PDF, PNG } from "./deals-helpers.js";
import { drainJobs } from "./drain-jobs.js";
import { createBannerCar } from "./factories.js";
import { sentTo } from "./notifications-helpers.js";
import { documentUpload } from "./order-documents-helpers.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { send } from "./helper.js";

let app: TestApp;
let admin: Actor;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url });
  admin = await adminActor(app);
});
afterAll(async () => {
  await drainJobs(app);
  await app.close();
  await sink.stop();
});

type Json = Record<string, any>;

async function orderOf(overrides: Parameters<typeof actor>[1] = {}) {
  const buyer = await actor(app, overrides);
  await adjust(app, admin, buyer.id, 2);
  const car = await createBannerCar(app, { priceKrw: 21_500_000 });
  const res = await send(app, buyer, "POST", `/api/cars/${car.id}/purchase`);
  expect(res.statusCode, res.body).toBe(200);
  return { buyer, car, orderId: res.json().order_id as number };
}

function upload(
  who: Actor | null,
  orderId: number,
  kind: string | null,
  data: Buffer | null,
  filename?: string,
  opts?: Parameters<typeof documentUpload>[3],
) {
  const body = documentUpload(kind, data, filename, opts);
  return app.inject({
    method: "POST",
    url: `/api/admin/orders/${orderId}/documents`,
    payload: body.payload,
    headers: { ...body.headers, ...(who ? { cookie: who.cookie } : {}) },
  });
}

const get = (who: Actor | null, url: string) =>
  app.inject({ method: "GET", url, headers: who ? { cookie: who.cookie } : {} });
const del = (who: Actor | null, url: string) =>
  app.inject({ method: "DELETE", url, headers: who ? { cookie: who.cookie } : {} });
const myDocs = (buyer: Actor, orderId: number) => get(buyer, `/api/users/me/orders/${orderId}/documents`);
const myFile = (buyer: Actor, orderId: number, id: number) =>
  get(buyer, `/api/users/me/orders/${orderId}/documents/${id}`);
const adminFile = (orderId: number, id: number) => get(admin, `/api/admin/orders/${orderId}/documents/${id}`);
const rowsOf = (orderId: number) =>
  app.core.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, orderId));

/** A PDF of exactly `size` bytes (the header, then padding). */
const pdfOfSize = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);

describe("POST /api/admin/orders/{order_id}/documents", () => {
  it("stores a PDF, a JPEG and a PNG, typed from their bytes, under order-documents/ with keys of its own", async () => {
    const { buyer, orderId } = await orderOf();
    const files: Array<[string, Buffer, string, string, string]> = [
      ["bill_of_lading", PDF, "BL-MSKU1234567.pdf", "application/pdf", "pdf"],
      ["photo", JPEG, "loading.jpeg", "image/jpeg", "jpg"],
      ["inspection", PNG, "inspection.png", "image/png", "png"],
    ];
    const answers: Json[] = [];
    for (const [kind, data, filename, type] of files) {
      // The client's declared type is ignored: the bytes decide.
      const res = await upload(admin, orderId, kind, data, filename, { type: "text/plain" });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        id: expect.any(Number),
        kind,
        filename,
        size: data.length,
        content_type: type,
        created_at: expect.any(String),
      });
      expect(Date.now() - new Date(body.created_at).getTime()).toBeLessThan(60_000);
      answers.push(body);
    }
    // `kind` after the file is read as well.
    const late = await upload(admin, orderId, "export_certificate", PDF, "export.pdf", { kindLast: true });
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json().kind).toBe("export_certificate");
    answers.push(late.json());

    const rows = await rowsOf(orderId);
    expect(rows).toHaveLength(4);
    for (const [i, [, , filename, , ext]] of files.entries()) {
      const row = rows.find((r) => r.id === answers[i].id)!;
      expect(row.storageKey).toMatch(new RegExp(`^order-documents/${orderId}-[0-9a-f]{16}\\.${ext}$`));
      expect(row.storageKey).not.toContain(filename.split(".")[0]);
      expect(row.uploadedByUserId).toBe(admin.id);
      expect(await app.core.storage.get(row.storageKey)).toEqual(files[i][1]);
    }

    // The buyer's list: newest first, with the file types.
    const list = await myDocs(buyer, orderId);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([...answers].reverse());
    // The buyer's order carries them without the type; the admin's order too.
    const order = (await get(buyer, `/api/users/me/orders/${orderId}`)).json();
    expect(order.documents).toEqual([...answers].reverse().map(({ content_type: _t, ...brief }) => brief));
    const mine = (await get(buyer, "/api/users/me/orders")).json();
    expect(mine.items.find((o: Json) => o.id === orderId).documents).toHaveLength(4);
    const adminList = (await get(admin, "/api/admin/orders?page_size=100")).json();
    expect(adminList.items.find((o: Json) => o.id === orderId).documents.map((d: Json) => d.id)).toEqual(
      [...answers].reverse().map((a) => a.id),
    );
  });

  it("refuses what is not a PDF, JPEG or PNG whatever its name says (422), and stores nothing", async () => {
    const { orderId } = await orderOf();
    // The store may be shared with other test databases (whose order ids repeat): compare keys.
    const keysBefore = new Set((await app.core.storage.list("order-documents/")).map((o) => o.key));
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(200, 0)]);
    const html = Buffer.from("<!doctype html><html><script>alert(document.cookie)</script></html>");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    // "%PDF" not at the start, a GIF and an empty file.
    const late = Buffer.concat([Buffer.from("  "), PDF]);
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00", "latin1");
    for (const [data, name] of [
      [exe, "invoice.pdf"],
      [html, "bill.pdf"],
      [svg, "photo.png"],
      [late, "late.pdf"],
      [gif, "photo.jpg"],
      [Buffer.alloc(0), "empty.pdf"],
    ] as const) {
      const res = await upload(admin, orderId, "other", data, name, { type: "application/pdf" });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(res.json().error.code).toBe("validation_error");
      expect(res.json().error.details[0].field).toBe("file");
    }
    expect(await rowsOf(orderId)).toHaveLength(0);
    const added = (await app.core.storage.list("order-documents/")).filter((o) => !keysBefore.has(o.key));
    expect(added.filter((o) => o.key.startsWith(`order-documents/${orderId}-`))).toEqual([]);
  });

  it("takes exactly 10 MB and answers 413 for one byte more", async () => {
    const { orderId } = await orderOf();
    const max = await upload(admin, orderId, "commercial_invoice", pdfOfSize(ORDER_DOCUMENT_MAX_BYTES), "ci.pdf");
    expect(max.statusCode, max.body).toBe(201);
    expect(max.json().size).toBe(10 * 1024 * 1024);
    const over = await upload(admin, orderId, "commercial_invoice", pdfOfSize(ORDER_DOCUMENT_MAX_BYTES + 1), "ci.pdf");
    expect(over.statusCode, over.body).toBe(413);
    expect(await rowsOf(orderId)).toHaveLength(1);
  });

  it("needs a known kind and one file (422), in a multipart body (415), on an order that exists (404)", async () => {
    const { orderId } = await orderOf();
    for (const kind of ["invoice", "BILL_OF_LADING", "", "bill_of_lading\u0000", "x".repeat(500)]) {
      const res = await upload(admin, orderId, kind, PDF, "a.pdf");
      expect(res.statusCode, `${JSON.stringify(kind)}: ${res.body}`).toBe(422);
      expect(res.json().error.details[0].field).toBe("kind");
    }
    const noKind = await upload(admin, orderId, null, PDF, "a.pdf");
    expect(noKind.statusCode).toBe(422);
    expect(noKind.json().error.details[0].field).toBe("kind");
    const noFile = await upload(admin, orderId, "other", null);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().error.details[0].field).toBe("file");
    const extra = await upload(admin, orderId, "other", PDF, "a.pdf", { extra: [["note", "hi"]] });
    expect(extra.statusCode).toBe(422);
    const json = await send(app, admin, "POST", `/api/admin/orders/${orderId}/documents`, { kind: "other" });
    expect(json.statusCode).toBe(415);
    expect((await upload(admin, 2_000_000_000, "other", PDF, "a.pdf")).statusCode).toBe(404);
    expect((await upload(admin, 0, "other", PDF, "a.pdf")).statusCode).toBe(422);
    expect(await rowsOf(orderId)).toHaveLength(0);
  });

  it("keeps hostile file names harmless: no NUL, no path, at most 150 characters, a safe Content-Disposition", async () => {
    const { buyer, orderId } = await orderOf();
    const long = `${"Б".repeat(400)}.pdf`;
    const cases: Array<[string, string]> = [
      ["bl\u0000.exe.pdf", "bl.exe.pdf"],
      ["../../../etc/passwd.pdf", "passwd.pdf"],
      ["..\\..\\windows\\system32\\b l.pdf", "b l.pdf"],
      ["....", "document.pdf"],
      ["\u0001\u0007\u007f", "document.pdf"],
      [long, `${"Б".repeat(146)}.pdf`],
      ["선하증권 №1; name=x.pdf", "선하증권 №1; name=x.pdf"],
      ["invoice\u202Efdp.exe", "invoicefdp.exe"],
    ];
    for (const [sent, kept] of cases) {
      const res = await upload(admin, orderId, "other", PDF, sent);
      expect(res.statusCode, `${JSON.stringify(sent)}: ${res.body}`).toBe(201);
      const doc = res.json();
      expect(doc.filename).toBe(kept);
      const [row] = (await rowsOf(orderId)).filter((r) => r.id === doc.id);
      expect(row.storageKey).toMatch(new RegExp(`^order-documents/${orderId}-[0-9a-f]{16}\\.pdf$`));
      const file = await myFile(buyer, orderId, doc.id);
      expect(file.statusCode).toBe(200);
      const disposition = String(file.headers["content-disposition"]);
      // Printable ASCII only, one quoted name without quotes or backslashes inside, the exact name encoded.
      expect(disposition).toMatch(/^attachment; filename="[^"\\]*"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+,=@^`|#-]*$/);
      expect(disposition).not.toMatch(/[^\x20-\x7e]/);
      const encoded = disposition.split("filename*=UTF-8''")[1];
      expect(decodeURIComponent(encoded)).toBe(kept);
    }
  });
});

describe("downloads and removals", () => {
  it("the buyer downloads the file with its type as an attachment; the admin too", async () => {
    const { buyer, orderId } = await orderOf();
    const doc = (await upload(admin, orderId, "inspection", PNG, "inspection.png")).json();
    const res = await myFile(buyer, orderId, doc.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="inspection.png"; filename*=UTF-8''inspection.png`,
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(res.rawPayload).toEqual(PNG);
    const byAdmin = await adminFile(orderId, doc.id);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers["content-type"]).toBe("image/png");
    expect(byAdmin.rawPayload).toEqual(PNG);
  });

  it("someone else's order or document → 404", async () => {
    const a = await orderOf();
    const b = await orderOf();
    const docA = (await upload(admin, a.orderId, "bill_of_lading", PDF, "a.pdf")).json();
    const docB = (await upload(admin, b.orderId, "bill_of_lading", PDF, "b.pdf")).json();
    expect((await myDocs(b.buyer, a.orderId)).statusCode).toBe(404);
    expect((await myFile(b.buyer, a.orderId, docA.id)).statusCode).toBe(404);
    // B's own document asked through A's order, and A's document through B's order.
    expect((await myFile(a.buyer, a.orderId, docB.id)).statusCode).toBe(404);
    expect((await myFile(b.buyer, b.orderId, docA.id)).statusCode).toBe(404);
    expect((await adminFile(a.orderId, docB.id)).statusCode).toBe(404);
    expect((await myFile(a.buyer, a.orderId, 2_000_000_000)).statusCode).toBe(404);
    expect((await myFile(a.buyer, a.orderId, 0)).statusCode).toBe(422);
    expect((await get(a.buyer, `/api/users/me/orders/${a.orderId}/documents/abc`)).statusCode).toBe(422);
    expect((await myFile(a.buyer, a.orderId, docA.id)).statusCode).toBe(200);
  });

  it("a removed document is gone from lists and downloads, and its record stays", async () => {
    const { buyer, orderId } = await orderOf();
    const keep = (await upload(admin, orderId, "bill_of_lading", PDF, "keep.pdf")).json();
    const gone = (await upload(admin, orderId, "photo", JPEG, "gone.jpg")).json();
    const res = await del(admin, `/api/admin/orders/${orderId}/documents/${gone.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe("");
    expect((await myDocs(buyer, orderId)).json().map((d: Json) => d.id)).toEqual([keep.id]);
    expect((await get(buyer, `/api/users/me/orders/${orderId}`)).json().documents.map((d: Json) => d.id)).toEqual([
      keep.id,
    ]);
    expect((await myFile(buyer, orderId, gone.id)).statusCode).toBe(404);
    expect((await adminFile(orderId, gone.id)).statusCode).toBe(404);
    const [row] = (await rowsOf(orderId)).filter((r) => r.id === gone.id);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.deletedByUserId).toBe(admin.id);
    // Again, or through another order → 404.
    expect((await del(admin, `/api/admin/orders/${orderId}/documents/${gone.id}`)).statusCode).toBe(404);
    const other = await orderOf();
    expect((await del(admin, `/api/admin/orders/${other.orderId}/documents/${keep.id}`)).statusCode).toBe(404);
    expect((await myFile(buyer, orderId, keep.id)).statusCode).toBe(200);
  });

  it("only admins upload, remove and fetch through the admin path (401 / 403); buyers' paths need a login", async () => {
    const { buyer, orderId } = await orderOf();
    const doc = (await upload(admin, orderId, "other", PDF, "x.pdf")).json();
    expect((await upload(null, orderId, "other", PDF, "x.pdf")).statusCode).toBe(401);
    expect((await upload(buyer, orderId, "other", PDF, "x.pdf")).statusCode).toBe(403);
    expect((await del(null, `/api/admin/orders/${orderId}/documents/${doc.id}`)).statusCode).toBe(401);
    expect((await del(buyer, `/api/admin/orders/${orderId}/documents/${doc.id}`)).statusCode).toBe(403);
    expect((await get(null, `/api/admin/orders/${orderId}/documents/${doc.id}`)).statusCode).toBe(401);
    expect((await get(buyer, `/api/admin/orders/${orderId}/documents/${doc.id}`)).statusCode).toBe(403);
    expect((await get(null, `/api/users/me/orders/${orderId}/documents`)).statusCode).toBe(401);
    expect((await get(null, `/api/users/me/orders/${orderId}/documents/${doc.id}`)).statusCode).toBe(401);
    expect(await rowsOf(orderId)).toHaveLength(1);
    expect((await rowsOf(orderId))[0].deletedAt).toBeNull();
  });
});

describe("the buyer is told", () => {
  it("a notification and an email in the buyer's language name the kind of document and the order", async () => {
    const { buyer, orderId } = await orderOf({ country: "MN" });
    const res = await upload(admin, orderId, "bill_of_lading", PDF, "BL <MSKU 77> & Co.pdf");
    expect(res.statusCode).toBe(201);
    const mail: ParsedMail = await sink.waitFor(sentTo(buyer.email));
    expect(mail.subject).toBe(`Захиалга #${orderId}: шинэ баримт — тээврийн баримт (B/L)`);
    expect(mail.text).toContain(`#${orderId}`);
    // The name as kept (angle brackets dropped), as text in the HTML, never markup.
    expect(mail.text).toContain("BL MSKU 77 & Co.pdf");
    expect(mail.text).toContain("/me/orders");
    expect(mail.html).toContain("BL MSKU 77 &amp; Co.pdf");
    const notes = await app.core.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    const note = notes.find((n) => n.kind === "order_document")!;
    expect(note).toBeDefined();
    expect(note.title).toBe(mail.subject);
    expect(note.link).toBe("/me/orders");
  });

  it("in English and Russian too", async () => {
    for (const [country, subject] of [
      ["US", (id: number) => `Order #${id}: new document — export certificate`],
      ["RU", (id: number) => `Заказ №${id}: новый документ — экспортный сертификат`],
    ] as const) {
      const { buyer, orderId } = await orderOf({ country });
      expect((await upload(admin, orderId, "export_certificate", PDF, "ec.pdf")).statusCode).toBe(201);
      const mail = await sink.waitFor(sentTo(buyer.email));
      expect(mail.subject).toBe(subject(orderId));
    }
  });
});

describe("courier of the originals", () => {
  it("PATCH takes courier_name and courier_tracking; the admin's and the buyer's orders carry them", async () => {
    const { buyer, orderId } = await orderOf();
    const before = (await get(buyer, `/api/users/me/orders/${orderId}`)).json();
    expect(before).toMatchObject({ courier_name: null, courier_tracking: null, documents: [] });
    const res = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, {
      courier_name: "  DHL Express ",
      courier_tracking: "1234567890",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ courier_name: "DHL Express", courier_tracking: "1234567890" });
    const mine = (await get(buyer, `/api/users/me/orders/${orderId}`)).json();
    expect(mine).toMatchObject({ courier_name: "DHL Express", courier_tracking: "1234567890" });
    const list = (await get(admin, "/api/admin/orders?page_size=100")).json();
    expect(list.items.find((o: Json) => o.id === orderId)).toMatchObject({ courier_tracking: "1234567890" });
    // Cleared with null or blank; other fields untouched.
    const cleared = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, {
      courier_name: null,
      courier_tracking: "   ",
    });
    expect(cleared.json()).toMatchObject({ courier_name: null, courier_tracking: null, status: "reserved" });
  });

  it("refuses too long, NUL and wrongly typed values (422) and changes nothing", async () => {
    const { orderId } = await orderOf();
    await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, { courier_name: "EMS" });
    for (const body of [
      { courier_name: "x".repeat(121) },
      { courier_tracking: "EE\u0000123" },
      { courier_tracking: 123456 },
      { courier_name: ["DHL"] },
    ]) {
      const res = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const order = (await get(admin, "/api/admin/orders?page_size=100"))
      .json()
      .items.find((o: Json) => o.id === orderId);
    expect(order).toMatchObject({ courier_name: "EMS", courier_tracking: null });
  });
});

describe("at once and in the export", () => {
  it("a burst of parallel uploads stores every one, each with its own bytes", async () => {
    const { buyer, orderId } = await orderOf();
    const n = 12;
    const bodies = Array.from({ length: n }, (_, i) => Buffer.concat([PDF, Buffer.from(`% part ${i}\n`)]));
    const answers = await Promise.all(bodies.map((b, i) => upload(admin, orderId, "photo", b, `p${i}.pdf`)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(n).fill(201));
    const ids = answers.map((r) => r.json().id as number);
    expect(new Set(ids).size).toBe(n);
    const list = (await myDocs(buyer, orderId)).json();
    expect(list.map((d: Json) => d.id)).toEqual([...ids].sort((x, y) => y - x));
    const keys = (await rowsOf(orderId)).map((r) => r.storageKey);
    expect(new Set(keys).size).toBe(n);
    for (const [i, id] of ids.entries()) {
      const file = await myFile(buyer, orderId, id);
      expect(file.rawPayload).toEqual(bodies[i]);
      expect(answers[i].json().filename).toBe(`p${i}.pdf`);
    }
    await drainJobs(app);
    const notes = await app.core.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(notes.filter((x) => x.kind === "order_document")).toHaveLength(n);
  });

  it("the buyer's data export lists the documents' metadata and the courier", async () => {
    const { buyer, orderId } = await orderOf();
    const doc = (await upload(admin, orderId, "commercial_invoice", PDF, "ci.pdf")).json();
    const removed = (await upload(admin, orderId, "other", PDF, "old.pdf")).json();
    await del(admin, `/api/admin/orders/${orderId}/documents/${removed.id}`);
    await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, { courier_name: "EMS", courier_tracking: "EE1KR" });
    const res = await get(buyer, "/api/users/me/export");
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().orders.find((o: Json) => o.id === orderId);
    expect(order).toMatchObject({ courier_name: "EMS", courier_tracking: "EE1KR" });
    expect(order.documents).toEqual([doc]);
  });
});
