/**
 * The server's modules in layers (../shared/docs/architecture.md "Modules in layers"): a module
 * imports only modules of lower layers, never one beside or above it, values and types alike;
 * no two modules reach each other round a circle. `npm run check` runs this
 * (`depcruise src/server`); test/layers.test.ts shows both rules failing on planted imports.
 *
 * A module that must react to a change in a module beside or above it subscribes to that
 * module's domain event (src/server/events.ts) instead of being called.
 */
export const LAYERS = [
  // 0 foundation: no module below them
  // (audit: the log every module's admin writes land in, and the login records to)
  ["settings", "mail", "visitors", "translations", "photos", "health", "saved-searches", "ports", "audit"],
  // 1 delivery of notifications (in-app + email); import duties per country (read settings and ports)
  ["notifications", "import-rules"],
  // 2 messages to the site
  ["contact"],
  // 3 accounts: users, sessions, sign-in, referrals and the CC ledger (the balances are columns of users)
  ["accounts"],
  // 4 catalogue data
  ["cars"],
  // 5 data about cars
  ["banners", "upstream"],
  // 6 money and community: CC spent on cars, top-ups, withdrawals, the board, SNS rewards
  ["credits", "topups", "withdrawals", "board", "sns"],
  // 7 deals
  ["orders"],
  // 8 buyer engagement (vehicle requests with their reviews, questions about a car)
  ["favorites", "vehicle-requests", "questions"],
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
      name: "no-module-cycle",
      comment: "no circle of imports between files of the server (modules, plugins, core)",
      severity: "error",
      from: { path: "^src/server/" },
      to: { circular: true },
    },
    {
      name: "unlisted-module",
      comment: "every server module has a layer in .dependency-cruiser.cjs",
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
