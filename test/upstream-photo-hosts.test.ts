import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startUpstreamSim, type UpstreamSim } from "../tools/upstream-sim/server.js";
import { createUpstreamClient, type UpstreamClient } from "../src/server/modules/upstream/adapter.js";

let sim: UpstreamSim;
let client: UpstreamClient;
let internal: http.Server;
let internalUrl: string;
let internalHits = 0;

beforeAll(async () => {
  sim = await startUpstreamSim({ port: 0, seed: 1 });
  client = createUpstreamClient({ baseUrl: sim.url, username: "demo", password: "demo", retryBaseMs: 5 });
  // Something on our own network the upstream must not make us fetch.
  internal = http.createServer((_req, res) => {
    internalHits++;
    res.writeHead(200, { "content-type": "image/jpeg" }).end("secret");
  });
  await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
  internalUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await client.close();
  await sim.close();
  await new Promise((resolve) => internal.close(resolve));
});

describe("upstream photos come only from the upstream's own host", () => {
  it("refuses to download a photo the upstream names on another host", async () => {
    await expect(client.downloadPhoto(`${internalUrl}/latest/meta-data.jpg`)).rejects.toMatchObject({
      code: "upstream_unparseable",
    });
    await expect(client.downloadPhoto("//169.254.169.254/x.jpg")).rejects.toThrow(/own host/);
    expect(internalHits).toBe(0);
  });
});
