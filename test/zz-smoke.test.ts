import path from "node:path";
import { it } from "vitest";
import { createTestApp } from "./test-app.js";

it("smoke", async () => {
  const app = await createTestApp({}, {}, { webDistDir: path.resolve("dist/web") });
  const res = await app.inject({ url: "/cars/999" });
  const m = /<main[\s\S]*?<\/main>/.exec(res.body);
  console.log(res.statusCode, m?.[0].slice(0, 1500));
  await app.close();
}, 300_000);
