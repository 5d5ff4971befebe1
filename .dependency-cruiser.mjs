/**
 * The server's modules in layers (docs/architecture.md "Modules in layers"): a module imports
 * only modules of lower layers, never one beside or above it, values and types alike; no two
 * modules reach each other round a circle, and no files of src/shared either (type-only imports
 * count). `npm run check` runs this (`npm run check:layers`: `depcruise src/server src/shared`);
 * test/layers.test.ts shows the rules failing on planted imports.
 *
 * A module that must react to a change in a module beside or above it subscribes to that
 * module's domain event (src/server/events.ts) instead of being called.
 */
export const LAYERS = [
  // 0 foundation: no module below them
  // (audit: the log every module's admin writes land in, and the login records to)
  ["settings", "mail", "visitors", "translations", "photos", "health", "ports", "audit"],
  // 1 delivery of notifications (in-app + email); import duties per country (read settings and ports);
  // what Korea does not let leave for each country
  ["notifications", "import-rules", "export-restrictions"],
  // 2 messages to the site
  ["contact"],
  // 3 accounts: users, sessions, sign-in, referrals and the CC ledger (the balances are columns of users)
  ["accounts"],
  // 4 catalogue data
  ["cars"],
  // 5 data about cars (comment-translations: the machine translations of the dealers' comments,
  // which the catalogue's car page reads; car-search: the car list's search engine, its filters,
  // SQL and list index, which the catalogue and the alert scans answer with)
  ["banners", "upstream", "comment-translations", "car-search"],
  // 6 money and community: CC spent on cars, top-ups, withdrawals, the board, SNS rewards
  ["credits", "topups", "withdrawals", "board", "sns"],
  // 7 deals
  ["orders"],
  // 8 buyer engagement (vehicle requests with their reviews, questions about a car, the saved
  // searches whose alerts reach live accounts only)
  ["favorites", "vehicle-requests", "questions", "saved-searches"],
  // 9 read models and reactions over them: what buyers see, the spec sheet, the promotion emails,
  // the alert scans (which read searches, favourites, orders and prices through their owners)
  ["catalogue", "pdf", "promo-alerts", "alerts"],
  // 10 views over everything (the admin dashboard; a buyer's data export, asked of each owner)
  ["sharing", "dashboard", "data-export"],
  // 11 the public site as search engines and phones meet it: rendered pages, robots.txt, sitemap
  ["site"],
  // 12 operating the service: the background jobs as administrators see them (Admin → Jobs)
  ["jobs"],
];

const modulePath = (names) => `^src/server/modules/(${names.join("|")})/`;

const layerRules = LAYERS.flatMap((layer, i) =>
  layer.map((name) => {
    const sameOrHigher = LAYERS.slice(i)
      .flat()
      .filter((other) => other !== name);
    return {
      name: `layer-${name}`,
      comment: `${name} (layer ${i}) may import only modules of layers below ${i}`,
      severity: "error",
      from: { path: `^src/server/modules/${name}/` },
      to: { path: modulePath(sameOrHigher) },
    };
  }),
);

export default {
  forbidden: [
    ...layerRules,
    {
      name: "no-reach-into-module",
      comment:
        "a module uses another module only through its entry point, modules/<name>/index.ts (its public " +
        "surface: the services and read functions it offers); every other file of a module is its own. " +
        "Exempt: the composition root (app.ts, core.ts, start.ts, the routes, jobs and reactions " +
        "registries, demo/), which wires each module's routes, jobs and reactions; and tests, which " +
        "may reach in (they are not cruised)",
      severity: "error",
      from: { path: "^src/server/modules/([^/]+)/" },
      to: {
        path: "^src/server/modules/",
        pathNot: ["^src/server/modules/$1/", "^src/server/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "no-reach-into-module-from-infrastructure",
      comment:
        "plugins, lib, db and the server's other files (events, startup, main, config, dev extras) use " +
        "a module only through its entry point, modules/<name>/index.ts",
      severity: "error",
      from: { path: "^src/server/((plugins|lib|db)/|(events|startup|main|config|dev-extras)\\.ts$)" },
      to: { path: "^src/server/modules/", pathNot: "^src/server/modules/[^/]+/index\\.ts$" },
    },
    {
      name: "no-module-cycle",
      comment:
        "no circle of imports between files of the server (modules, plugins, core). A circle through " +
        "core.ts is not one: core.ts names the types of the services it carries (type-only, " +
        "core-types-only below) and every module names Core, so through the modules' entry points " +
        "core.ts would close a circle of types with no import at run time (docs/decisions/0010)",
      severity: "error",
      from: { path: "^src/server/" },
      to: { circular: true, viaNot: "^src/server/core\\.ts$" },
    },
    {
      name: "core-types-only",
      comment: "core.ts takes only types from the modules, so no circle through it exists at run time",
      severity: "error",
      from: { path: "^src/server/core\\.ts$" },
      to: { path: "^src/server/modules/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no-shared-cycle",
      comment: "no circle of imports between the files of src/shared (the contract and what both sides share)",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { circular: true },
    },
    {
      name: "unlisted-module",
      comment: "every server module has a layer in .dependency-cruiser.mjs",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/server/modules/", pathNot: modulePath(LAYERS.flat()) },
    },
  ],
  options: {
    // Type-only imports count: a layer may not even name a type of a layer above it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.ts$" },
    moduleSystems: ["es6"],
  },
};
