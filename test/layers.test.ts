/**
 * The layer rule of `npm run check` (.dependency-cruiser.mjs) fails on what it must refuse:
 * planted in a small tree of its own (the real one is checked by `npm run check:layers`),
 * an upward import, a type-only upward import, an import beside (same layer), a file cycle, a
 * module without a layer and a circle in src/shared closed by a type-only import each fail it;
 * a downward import passes. Another module is reached only through its entry point (index.ts):
 * an import of any other of its files fails, from a module and from a plugin alike.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { cruise, type ICruiseOptions, type IViolation } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patient } from "./patience.js";

const root = path.resolve(import.meta.dirname, "..");
let dir: string;
/** The rules and options of `npm run check:layers`, read as the CLI reads them. */
let options: ICruiseOptions;

type Violation = { from: string; to: string; rule: { name: string } };

/**
 * Writes `files` (path → source) into a fresh tree and answers the rule's violations there:
 * dependency-cruiser's own API (`cruise()`, what the CLI calls), in this process rather than a
 * CLI process per tree, cruising from the tree as `depcruise` run in it would.
 */
async function violationsOf(files: Record<string, string>): Promise<Violation[]> {
  const tree = fs.mkdtempSync(path.join(dir, "tree-"));
  const tsConfig = path.join(tree, "tsconfig.json");
  fs.writeFileSync(
    tsConfig,
    JSON.stringify({ compilerOptions: { module: "nodenext", moduleResolution: "nodenext", strict: true } }),
  );
  fs.writeFileSync(path.join(tree, "package.json"), JSON.stringify({ type: "module" }));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), source);
  }
  const roots = ["src/server", "src/shared"].filter((root) => fs.existsSync(path.join(tree, root)));
  const result = await cruise(
    roots,
    { ...options, baseDir: tree, tsConfig: { fileName: tsConfig }, outputType: "json" },
    {},
    { tsConfig: extractTSConfig(tsConfig) },
  );
  const output = typeof result.output === "string" ? JSON.parse(result.output) : result.output;
  return (output.summary.violations as IViolation[]).map((v) => ({
    from: v.from,
    to: v.to,
    rule: { name: v.rule.name },
  }));
}

const exported = (name: string) => `export const ${name} = 1;\nexport type T = number;\n`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "layers-"));
  options = await extractDepcruiseOptions(path.join(root, ".dependency-cruiser.mjs"));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the module layer rule", () => {
  it("declares every module of src/server/modules once", async () => {
    const config = pathToFileURL(path.join(root, ".dependency-cruiser.mjs")).href;
    const { LAYERS } = (await import(config)) as { LAYERS: string[][] };
    const declared = LAYERS.flat();
    expect(new Set(declared).size).toBe(declared.length);
    const modules = fs.readdirSync(path.join(root, "src/server/modules")).sort();
    expect([...declared].sort()).toEqual(modules);
  });

  it(
    "passes an import of a lower layer",
    async () => {
      expect(
        await violationsOf({
          "src/server/modules/catalogue/service.ts": `import { cars } from "../cars/index.js";\nexport const c = cars;\n`,
          "src/server/modules/cars/index.ts": `export { cars } from "./service.js";\n`,
          "src/server/modules/cars/service.ts": exported("cars"),
        }),
      ).toEqual([]);
    },
    patient(60_000),
  );

  it(
    "fails an import of a higher layer, values and types alike",
    async () => {
      const found = await violationsOf({
        "src/server/modules/cars/service.ts": `import { catalogue } from "../catalogue/service.js";\nexport const c = catalogue;\n`,
        "src/server/modules/cars/types.ts": `import type { T } from "../catalogue/service.js";\nexport type U = T;\n`,
        "src/server/modules/catalogue/service.ts": exported("catalogue"),
      });
      expect(found).toEqual(
        expect.arrayContaining([
          {
            from: "src/server/modules/cars/service.ts",
            to: "src/server/modules/catalogue/service.ts",
            rule: { name: "layer-cars" },
          },
          {
            from: "src/server/modules/cars/types.ts",
            to: "src/server/modules/catalogue/service.ts",
            rule: { name: "layer-cars" },
          },
        ]),
      );
    },
    patient(60_000),
  );

  it(
    "fails an import beside (same layer) and a cycle",
    async () => {
      const found = await violationsOf({
        "src/server/modules/banners/service.ts": `import { u } from "../upstream/service.js";\nexport const b = u;\n`,
        "src/server/modules/upstream/service.ts": exported("u"),
        "src/server/modules/orders/a.ts": `import { b } from "./b.js";\nexport const a = () => b;\n`,
        "src/server/modules/orders/b.ts": `import { a } from "./a.js";\nexport const b = () => a;\n`,
      });
      const names = found.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
      expect(names).toContain(
        "layer-banners: src/server/modules/banners/service.ts → src/server/modules/upstream/service.ts",
      );
      expect(names).toContain("no-module-cycle: src/server/modules/orders/a.ts → src/server/modules/orders/b.ts");
    },
    patient(60_000),
  );

  it(
    "fails an import of another module's file that is not its entry point",
    async () => {
      const found = await violationsOf({
        "src/server/modules/catalogue/service.ts": `import { cars } from "../cars/index.js";\nexport const c = cars;\n`,
        "src/server/modules/catalogue/detail.ts": `import { row } from "../cars/serialize.js";\nexport const d = row;\n`,
        "src/server/modules/catalogue/types.ts": `import type { T } from "../cars/service.js";\nexport type U = T;\n`,
        "src/server/modules/catalogue/own.ts": `import { c } from "./service.js";\nexport const o = c;\n`,
        "src/server/plugins/session.ts": `import { cars } from "../modules/cars/service.js";\nexport const p = cars;\n`,
        "src/server/modules/cars/index.ts": `export { cars } from "./service.js";\n`,
        "src/server/modules/cars/service.ts": exported("cars"),
        "src/server/modules/cars/serialize.ts": exported("row"),
      });
      expect(found.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort()).toEqual([
        "no-reach-into-module-from-infrastructure: src/server/plugins/session.ts → src/server/modules/cars/service.ts",
        "no-reach-into-module: src/server/modules/catalogue/detail.ts → src/server/modules/cars/serialize.ts",
        "no-reach-into-module: src/server/modules/catalogue/types.ts → src/server/modules/cars/service.ts",
      ]);
    },
    patient(60_000),
  );

  it(
    "lets the composition root wire a module's files, and core.ts name their types only",
    async () => {
      const found = await violationsOf({
        "src/server/routes-registry.ts": `import { routes } from "./modules/cars/routes.js";\nexport const r = routes;\n`,
        "src/server/core.ts": `import type { T } from "./modules/cars/cache.js";\nexport type Core = { cache: T };\n`,
        "src/server/modules/cars/routes.ts": exported("routes"),
        "src/server/modules/cars/cache.ts": `import { s } from "./service.js";\nexport type T = typeof s;\n`,
        "src/server/modules/cars/service.ts": `import type { Core } from "../../core.js";\nexport const s = (core: Core) => core;\n`,
      });
      expect(found).toEqual([]);
      const valueFromCore = await violationsOf({
        "src/server/core.ts": `import { s } from "./modules/cars/service.js";\nexport type Core = { s: typeof s };\nexport const x = s;\n`,
        "src/server/modules/cars/service.ts": exported("s"),
      });
      expect(valueFromCore.map((v) => v.rule.name)).toContain("core-types-only");
    },
    patient(60_000),
  );

  it(
    "fails a module that has no layer",
    async () => {
      const found = await violationsOf({
        "src/server/modules/catalogue/service.ts": `import { x } from "../newcomer/service.js";\nexport const c = x;\n`,
        "src/server/modules/newcomer/service.ts": exported("x"),
      });
      expect(found.map((v) => v.rule.name)).toContain("unlisted-module");
    },
    patient(60_000),
  );

  it(
    "fails a circle in src/shared, also one closed by a type-only import",
    async () => {
      const found = await violationsOf({
        "src/shared/api/cars.ts": `import { SORTS } from "./constants.js";\nexport type Query = { sort: (typeof SORTS)[number] };\n`,
        "src/shared/api/constants.ts": `export { SORTS } from "../car-list.js";\n`,
        "src/shared/car-list.ts": `import type { Query } from "./api/cars.js";\nexport const SORTS = ["newest"] as const;\nexport type Filters = Omit<Query, "sort">;\n`,
      });
      // The circle is reported once, from one of its files.
      expect(found).toEqual([
        { from: expect.stringMatching(/^src\/shared\//), to: expect.any(String), rule: { name: "no-shared-cycle" } },
      ]);
    },
    patient(60_000),
  );
});
