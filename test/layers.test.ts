/**
 * The layer rule of `npm run check` (.dependency-cruiser.mjs) fails on what it must refuse:
 * planted in a small tree of its own (the real one is checked by `npm run check:layers`),
 * an upward import, a type-only upward import, an import beside (same layer), a file cycle, a
 * module without a layer and a circle in src/shared closed by a type-only import each fail it;
 * a downward import passes.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patient } from "./patience.js";

const root = path.resolve(import.meta.dirname, "..");
// The CLI as the package names it (its file was renamed in dependency-cruiser 18).
const depcruisePackage = path.join(root, "node_modules/dependency-cruiser");
const depcruise = path.join(
  depcruisePackage,
  (JSON.parse(fs.readFileSync(path.join(depcruisePackage, "package.json"), "utf8")) as { bin: Record<string, string> })
    .bin.depcruise!,
);
let dir: string;

type Violation = { from: string; to: string; rule: { name: string } };

/** Writes `files` (path → source) into a fresh tree and answers the rule's violations there. */
async function violationsOf(files: Record<string, string>): Promise<Violation[]> {
  const tree = fs.mkdtempSync(path.join(dir, "tree-"));
  fs.copyFileSync(path.join(root, ".dependency-cruiser.mjs"), path.join(tree, ".dependency-cruiser.mjs"));
  fs.writeFileSync(
    path.join(tree, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { module: "nodenext", moduleResolution: "nodenext", strict: true } }),
  );
  fs.writeFileSync(path.join(tree, "package.json"), JSON.stringify({ type: "module" }));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), source);
  }
  const run = promisify(execFile);
  const roots = ["src/server", "src/shared"].filter((root) => fs.existsSync(path.join(tree, root)));
  const args = [depcruise, ...roots, "--config", ".dependency-cruiser.mjs", "--output-type", "json"];
  const { stdout } = await run(process.execPath, args, { cwd: tree, maxBuffer: 64 * 1024 * 1024 }).catch(
    (err: { stdout?: string }) => ({ stdout: err.stdout ?? "" }),
  );
  return (JSON.parse(stdout).summary.violations as Violation[]).map((v) => ({
    from: v.from,
    to: v.to,
    rule: { name: v.rule.name },
  }));
}

const exported = (name: string) => `export const ${name} = 1;\nexport type T = number;\n`;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "layers-"));
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
          "src/server/modules/catalogue/service.ts": `import { cars } from "../cars/service.js";\nexport const c = cars;\n`,
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
