import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicIp, safeFetch, UnsafeUrlError } from "../src/server/lib/safe-fetch.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, loginCookie } from "./factories.js";

let app: TestApp;
let adminCookie: string;
let server: http.Server;
let local: string;

beforeAll(async () => {
  app = await createTestApp();
  adminCookie = await loginCookie(app, await createAdmin(app));
  server = http.createServer((req, res) => {
    if (req.url === "/redirect") {
      res.writeHead(302, { location: "http://127.0.0.1:1/secret" }).end();
    } else if (req.url === "/big") {
      res.writeHead(200, { "content-type": "image/jpeg" });
      res.end(Buffer.alloc(2 * 1024 * 1024));
    } else res.writeHead(200, { "content-type": "text/plain" }).end("internal secret");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  local = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => server.close(resolve));
});

const car = (images: unknown[]) => ({
  car_name: "Kia Morning",
  maker: "기아",
  model: "모닝",
  year: 2020,
  mileage: 1000,
  fuel: "가솔린",
  transmission: "오토",
  price_krw: 9_000_000,
  images,
});

describe("photo addresses given by an admin", () => {
  it("refuses loopback, private and link-local hosts with 422", async () => {
    for (const url of [
      `http://${local}/x.jpg`,
      "http://127.0.0.1/x.jpg",
      "http://localhost/x.jpg",
      "http://169.254.169.254/latest/meta-data",
      "http://10.0.0.5/a.jpg",
      "http://[::1]/a.jpg",
      "http://[::ffff:127.0.0.1]/a.jpg",
    ]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/cars",
        headers: { cookie: adminCookie },
        payload: car([url]),
      });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error.details[0].field).toBe("images.0.url");
    }
    const ok = await app.inject({
      method: "POST",
      url: "/api/cars",
      headers: { cookie: adminCookie },
      payload: car(["https://cdn.example.com/a.jpg"]),
    });
    expect(ok.statusCode).toBe(201);
    const patch = await app.inject({
      method: "PATCH",
      url: `/api/cars/${ok.json().id}`,
      headers: { cookie: adminCookie },
      payload: { main_image: "http://127.0.0.1:5432/" },
    });
    expect(patch.statusCode).toBe(422);
  });
});

describe("safeFetch", () => {
  it("tells public addresses from the others", () => {
    for (const ip of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:10.0.0.1",
      "0.0.0.0",
    ])
      expect(isPublicIp(ip), ip).toBe(false);
    for (const ip of ["8.8.8.8", "1.1.1.1", "2a02:6b8::1"]) expect(isPublicIp(ip), ip).toBe(true);
  });

  it("never reaches a loopback server, directly or through a redirect, and caps the size", async () => {
    const opts = { maxBytes: 1024 * 1024, timeoutMs: 2000 };
    await expect(safeFetch(`http://${local}/`, opts)).rejects.toBeInstanceOf(UnsafeUrlError);
    await expect(safeFetch("file:///etc/passwd", opts)).rejects.toBeInstanceOf(UnsafeUrlError);
    // An allowed host (like the upstream) may not redirect us to another local address.
    const allowHosts = new Set([local]);
    await expect(safeFetch(`http://${local}/redirect`, { ...opts, allowHosts })).rejects.toBeInstanceOf(UnsafeUrlError);
    await expect(safeFetch(`http://${local}/big`, { ...opts, allowHosts })).rejects.toThrow(/too large/);
    const res = await safeFetch(`http://${local}/`, { ...opts, allowHosts });
    expect(res.body.toString()).toBe("internal secret");
  });
});
