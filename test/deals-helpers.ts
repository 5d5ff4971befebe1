import type { FastifyInstance } from "fastify";
import { send, type Actor } from "./helper.js";

/** A multipart body with one file field `file`. */
export function multipartFile(data: Buffer, filename = "slip.bin", type = "application/octet-stream") {
  const boundary = "----deals-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

export function uploadProof(app: FastifyInstance, who: Actor, topupId: number, data: Buffer, filename?: string) {
  const body = multipartFile(data, filename);
  return app.inject({
    method: "POST",
    url: `/api/users/me/topups/${topupId}/proof`,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
  });
}

/** Sets settings through the admin API (the caches are cleared the same way as in production). */
export async function putSettings(app: FastifyInstance, admin: Actor, patch: Record<string, unknown>) {
  const res = await send(app, admin, "PUT", "/api/admin/settings", patch);
  if (res.statusCode !== 200) throw new Error(`settings: ${res.statusCode} ${res.body}`);
}
