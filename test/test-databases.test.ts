import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCar, createUser } from "./factories.js";
import { drainJobs } from "./drain-jobs.js";
import { pglitePoolStats } from "./pglite-pool.js";
import { createTestApp } from "./test-app.js";

/**
 * Every test file's database starts as the run's template: on PostgreSQL a new database copied
 * from it, on PGlite often one that an earlier file gave back and that was reset
 * (test/pglite-pool.ts). Either way, nothing of an earlier app may show through.
 */
describe("test databases", () => {
  it("start empty, with the template's identities, settings and job queues, after an app wrote to one", async () => {
    const first = await createTestApp();
    const user = await createUser(first);
    const car = await createCar(first);
    await first.inject({ method: "GET", url: "/api/cars" });
    const migrations = await count(first, "drizzle.__drizzle_migrations");
    const queues = await count(first, "pgboss.queue");
    await first.close();

    const reusedBefore = pglitePoolStats.reused;
    const second = await createTestApp();
    try {
      // On PGlite the second app got the first one's database back, reset.
      if (second.core.database.kind === "pglite") expect(pglitePoolStats.reused).toBe(reusedBefore + 1);
      expect(await count(second, "users")).toBe(0);
      expect(await count(second, "cars")).toBe(0);
      expect(await count(second, "pgboss.job")).toBe(0);
      expect(await count(second, "drizzle.__drizzle_migrations")).toBe(migrations);
      expect(await count(second, "pgboss.queue")).toBe(queues);
      // Identities count from where the template left them, not from the earlier app's rows.
      expect((await createUser(second)).id).toBe(user.id);
      expect((await createCar(second)).id).toBe(car.id);
      // The job queue works: a job sent now runs.
      const res = await second.inject({ method: "GET", url: "/api/cars" });
      expect(res.statusCode).toBe(200);
      await drainJobs(second);
    } finally {
      await second.close();
    }
  });

  it("never hand on a database whose structure a test changed", async () => {
    const first = await createTestApp();
    await first.core.db.execute(sql`alter table users add column left_behind integer`);
    await first.close();

    const second = await createTestApp();
    try {
      const { rows } = await second.core.database.executor.executeSql(
        `select count(*)::int as n from information_schema.columns where table_name = 'users' and column_name = 'left_behind'`,
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await second.close();
    }
  });
});

async function count(app: Awaited<ReturnType<typeof createTestApp>>, table: string): Promise<number> {
  const { rows } = await app.core.database.executor.executeSql(`select count(*)::int as n from ${table}`);
  return rows[0].n;
}
