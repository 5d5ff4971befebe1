import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { AppError } from "../lib/errors.js";

/** PostgreSQL `integer`: a larger number in a query parameter is a database error (22003), i.e. a 500. */
export const PG_INT_MIN = -2147483648;
export const PG_INT_MAX = 2147483647;
/** Deepest JSON nesting a request body may have; real bodies are 3 or 4 levels deep. */
export const MAX_JSON_DEPTH = 32;
/** Smallest and largest body a route accepts unless it declares its own `bodyLimit`. */
export const MIN_BODY_LIMIT = 8 * 1024;
export const MAX_BODY_LIMIT = 1024 * 1024;

type Schema = Record<string, unknown>;
const isObject = (v: unknown): v is Schema => typeof v === "object" && v !== null && !Array.isArray(v);
const hasType = (s: Schema, t: string) => s.type === t || (Array.isArray(s.type) && s.type.includes(t));

/**
 * A copy of the schema where every integer without bounds gets PostgreSQL's `integer`
 * bounds (unchanged nodes are shared, not copied). Schemas declare their own, tighter
 * bounds; this is the backstop that keeps a forgotten one from reaching the database.
 */
export function boundIntegers(schema: unknown): unknown {
  if (Array.isArray(schema)) {
    const mapped = schema.map(boundIntegers);
    return mapped.some((m, i) => m !== schema[i]) ? mapped : schema;
  }
  if (!isObject(schema)) return schema;
  let out: Schema | undefined;
  const set = (key: string, value: unknown) => {
    out ??= { ...schema };
    out[key] = value;
  };
  if (hasType(schema, "integer")) {
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) set("minimum", PG_INT_MIN);
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) set("maximum", PG_INT_MAX);
  }
  for (const key of ["items", "additionalProperties", "not", "anyOf", "oneOf", "allOf", "prefixItems"]) {
    const child = schema[key];
    if (child === undefined || typeof child === "boolean") continue;
    const mapped = boundIntegers(child);
    if (mapped !== child) set(key, mapped);
  }
  for (const key of ["properties", "patternProperties"]) {
    const props = schema[key];
    if (!isObject(props)) continue;
    const mapped: Schema = {};
    let changed = false;
    for (const [name, child] of Object.entries(props)) {
      mapped[name] = boundIntegers(child);
      changed ||= mapped[name] !== child;
    }
    if (changed) set(key, mapped);
  }
  return out ?? schema;
}

/**
 * The largest JSON text a body schema can honestly need: strings at 3 bytes per character
 * (Hangul in UTF-8), arrays at their maxItems (100 when unbounded). Routes get this, kept
 * between 8 KB and 1 MB, so a login takes a few KB and only a post or a car takes more.
 */
export function bodyBytesFor(schema: unknown, depth = 0): number {
  if (!isObject(schema) || depth > 12) return 64;
  const variants = [schema.anyOf, schema.oneOf].find(Array.isArray) as unknown[] | undefined;
  if (variants) return Math.max(0, ...variants.map((v) => bodyBytesFor(v, depth + 1)));
  if (hasType(schema, "string")) return 3 * (typeof schema.maxLength === "number" ? schema.maxLength : 4096) + 8;
  if (hasType(schema, "array")) {
    const count = typeof schema.maxItems === "number" ? schema.maxItems : 100;
    return 2 + count * (bodyBytesFor(schema.items, depth + 1) + 1);
  }
  if (hasType(schema, "object") || isObject(schema.properties)) {
    const props = isObject(schema.properties) ? Object.entries(schema.properties) : [];
    let sum = 2;
    for (const [name, child] of props) sum += name.length + 4 + bodyBytesFor(child, depth + 1);
    if (schema.additionalProperties !== false && props.length === 0) sum += 4096;
    return sum;
  }
  return 32;
}

/** Nesting depth of a JSON text, counted without parsing it (brackets inside strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth++;
      if (depth > max) max = depth;
    } else if (c === 93 || c === 125) depth--;
  }
  return max;
}

/** The path ("body.name", "query.maker") of the first string holding a NUL character, or null. */
export function findNul(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? where : null;
  if (depth > MAX_JSON_DEPTH + 2 || typeof value !== "object" || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes("\u0000")) return `${where}.${key.split("\u0000").join("\\0")}`;
    const found = findNul(child, `${where}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

function refuseNul(request: FastifyRequest) {
  const parts: [string, unknown][] = [
    ["params", request.params],
    ["query", request.query],
    ["body", request.body],
  ];
  for (const [context, value] of parts) {
    const field = findNul(value, context);
    if (!field) continue;
    // PostgreSQL text cannot hold NUL (22021): refuse it here, for every route, in the contract's form.
    const name = field.split(".").slice(1).join(".") || context;
    throw new AppError(422, "validation_error", "Some fields are invalid", [
      { field: name, in: context, message: "must not contain the NUL character" },
    ]);
  }
}

/**
 * Input limits every route gets in one place, including routes added later: integer bounds
 * and a body size limit derived from each route's schema (at registration), a JSON depth
 * limit (before parsing) and a refusal of NUL characters in params, query and body.
 */
export function installInputGuards(app: FastifyInstance) {
  app.addHook("onRoute", (route: RouteOptions) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (schema) {
      const bounded = { ...schema };
      for (const part of ["body", "querystring", "params", "headers"]) {
        if (schema[part] !== undefined) bounded[part] = boundIntegers(schema[part]);
      }
      route.schema = bounded;
    }
    if (route.bodyLimit === undefined) {
      const wanted = schema?.body ? bodyBytesFor(schema.body) : 0;
      route.bodyLimit = Math.min(MAX_BODY_LIMIT, Math.max(MIN_BODY_LIMIT, wanted));
    }
  });

  const parseJson = app.getDefaultJsonParser("error", "remove");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (jsonDepth(String(body)) > MAX_JSON_DEPTH) {
      done(
        new AppError(422, "validation_error", "The body is nested too deeply", [
          { field: "body", in: "body", message: `must not nest deeper than ${MAX_JSON_DEPTH} levels` },
        ]),
        undefined,
      );
      return;
    }
    // Fastify's own parser (prototype-poisoning checks); it reports through `done`.
    void parseJson(request, body as string, done);
  });

  app.addHook("preValidation", async (request) => refuseNul(request));
}
