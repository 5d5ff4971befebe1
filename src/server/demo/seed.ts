// The demo part of a development start (DEMO_DATA): accounts, visitor history and the
// catalogue, as start-up steps that run before the server listens. Loaded with a dynamic
// import only when DEMO_DATA is on, so production processes never load this folder.
import type { Core } from "../core.js";
import type { StartupStep } from "../startup.js";
import { seedDemoCatalogue } from "./catalogue.js";
import { formatDemoAccounts, ensureDemoUsers } from "./users.js";
import { ensureDemoVisits } from "./visits.js";
import { DEMO_PORTS } from "./ports.js";
import { ensurePorts } from "../modules/ports/service.js";
import { DEMO_IMPORT_RULES, PREVIOUS_DEMO_IMPORT_RULES } from "./import-rules.js";
import { ensureImportRules } from "../modules/import-rules/service.js";
import { DEMO_EXPORT_RESTRICTIONS } from "./export-restrictions.js";
import { ensureExportRestrictions } from "../modules/export-restrictions/service.js";

export function demoStartupSteps(core: Core): StartupStep[] {
  return [
    {
      name: "demo accounts",
      run: async () => {
        const accounts = await ensureDemoUsers(core);
        if (accounts) console.log(formatDemoAccounts("Demo accounts (shown only this once):", accounts));
        return accounts ? { created: accounts.length } : { created: 0 };
      },
    },
    { name: "demo visits", run: () => ensureDemoVisits(core) },
    { name: "demo ports", run: () => ensurePorts(core, DEMO_PORTS) },
    {
      name: "demo import rules",
      run: () => ensureImportRules(core, DEMO_IMPORT_RULES, PREVIOUS_DEMO_IMPORT_RULES),
    },
    { name: "demo export restrictions", run: () => ensureExportRestrictions(core, DEMO_EXPORT_RESTRICTIONS) },
    {
      name: "demo catalogue",
      run: async () => (await seedDemoCatalogue(core)) ?? { skipped: "the catalogue has cars" },
    },
  ];
}
