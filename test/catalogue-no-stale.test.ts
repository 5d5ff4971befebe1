/**
 * No stale answer (issue 23): every write that changes what the public catalogue shows is
 * seen by the very next public read (list, detail, makers, hero banners, translations),
 * although those answers are cached. And each subscription that makes it so is needed:
 * without it, a scenario emitting its event reads a stale answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_EVENTS, CATALOGUE_LABEL, catalogueReaction } from "../src/server/modules/catalogue/reactions.js";
import type { DomainEventName } from "../src/server/events.js";
import { adjust, adminActor, actor } from "./credits-helpers.js";
import { startUpstreamTestEnv, stopUpstreamTestEnv, type UpstreamTestEnv } from "./upstream-helpers.js";
import { scenarios, type Scenario } from "./no-stale-scenarios.js";

let env: UpstreamTestEnv;
let list: Scenario[];

beforeAll(async () => {
  env = await startUpstreamTestEnv({ carCount: 80 });
  const admin = await adminActor(env.app);
  const buyer = await actor(env.app);
  await adjust(env.app, admin, buyer.id, 50);
  list = scenarios({ app: env.app, sim: env.sim, admin: admin.cookie, buyer: buyer.cookie });
});
afterAll(async () => {
  await stopUpstreamTestEnv(env);
});

/** The every-instance reactions the public answers depend on, and how to put each back. */
function cacheSubscriptions(): { event: DomainEventName; label: string; restore: () => void }[] {
  const { core } = env.app;
  return [
    ...CATALOGUE_EVENTS.map((event) => ({
      event,
      label: CATALOGUE_LABEL,
      restore: () => core.events.onEveryInstance(event, CATALOGUE_LABEL, catalogueReaction(core, event)),
    })),
    {
      event: "portsChanged" as const,
      label: "ports: cache",
      restore: () => core.events.onEveryInstance("portsChanged", "ports: cache", () => core.portsCache.clear()),
    },
    {
      event: "importRulesChanged" as const,
      label: "import rules: cache",
      restore: () =>
        core.events.onEveryInstance("importRulesChanged", "import rules: cache", () => core.importRulesCache.clear()),
    },
    {
      event: "exportRestrictionsChanged" as const,
      label: "export restrictions: cache",
      restore: () =>
        core.events.onEveryInstance("exportRestrictionsChanged", "export restrictions: cache", () =>
          core.exportRestrictionsCache.clear(),
        ),
    },
    {
      event: "settingsChanged" as const,
      label: "settings: cached settings",
      restore: () =>
        core.events.onEveryInstance("settingsChanged", "settings: cached settings", () => core.settingsCache.clear()),
    },
  ];
}

describe("the next public read shows every write", () => {
  it("for each write route that changes the public catalogue", async () => {
    const stale: Record<string, string[]> = {};
    for (const s of list) {
      await s.setup();
      const problems = await s.act();
      if (problems.length > 0) stale[s.name] = problems;
    }
    expect(stale).toEqual({});
  });

  it("and goes stale when any one cache subscription is taken away", async () => {
    const subscriptions = cacheSubscriptions();
    expect(subscriptions.length).toBeGreaterThan(CATALOGUE_EVENTS.length);
    const unnoticed: string[] = [];
    for (const sub of subscriptions) {
      const affected = list.filter((s) => s.events.includes(sub.event));
      expect(affected.length, `no scenario emits ${sub.event}`).toBeGreaterThan(0);
      let staleSeen = false;
      for (const s of affected) {
        await s.setup();
        expect(env.app.core.events.remove(sub.event, sub.label)).toBe(true);
        try {
          if ((await s.act()).length > 0) staleSeen = true;
        } finally {
          sub.restore();
        }
        // Whatever the missing reaction left behind is not the next scenario's business.
        env.app.core.catalogueCache.clear();
        env.app.core.settingsCache.clear();
        env.app.core.importRulesCache.clear();
        env.app.core.exportRestrictionsCache.clear();
        env.app.core.portsCache.clear();
      }
      if (!staleSeen) unnoticed.push(`${sub.event} → ${sub.label}`);
    }
    expect(unnoticed).toEqual([]);
  });
});
