import { AjvCompiler } from "@fastify/ajv-compiler";
import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";

/**
 * Route schemas compiled once per process instead of once per app. A production process
 * builds one app, so nothing changes there; a test worker builds dozens (each on its own
 * database), and compiling the same route schemas each time was about a sixth of the test
 * suite's CPU. Both compilers are Fastify's own defaults, shared:
 * - validation: one Ajv per (shared schemas, Ajv options), which caches every compiled schema by
 *   object, and route schemas are module constants (src/shared/api);
 * - serialization: one compiled fast-json-stringify function per response schema object.
 */
const ajvCompiler = AjvCompiler();
type ValidatorFactory = typeof ajvCompiler;

/**
 * Path parameters and query strings arrive as text, so their schemas coerce ("12" → 12, and
 * "abc" → 422). A JSON body arrives typed: coercing it would quietly turn `null` into `false`
 * or `0` and `"1"` into `1`, so bodies are validated as sent, and a wrong type is a 422.
 */
const buildValidator: ValidatorFactory = (externalSchemas, ajvOptions) => {
  const coercing = ajvCompiler(externalSchemas, ajvOptions);
  // The app configures plain Ajv (app.ts), never JTD, whose options have no coerceTypes.
  const exact = ajvCompiler(externalSchemas, {
    ...ajvOptions,
    customOptions: { ...ajvOptions?.customOptions, coerceTypes: false },
  } as Parameters<ValidatorFactory>[1]);
  return (route) => (route.httpPart === "body" ? exact : coercing)(route);
};

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type RouteSchemaInput = Parameters<ReturnType<SerializerFactory>>[0];
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

const serializerFactory = SerializerSelector();
const compiledSerializers = new Map<string, WeakMap<object, Serializer>>();

const buildSerializer: SerializerFactory = (externalSchemas, serializerOpts) => {
  const key = JSON.stringify([externalSchemas, serializerOpts ?? null]);
  let compiled = compiledSerializers.get(key);
  if (!compiled) compiledSerializers.set(key, (compiled = new WeakMap()));
  const compile = serializerFactory(externalSchemas, serializerOpts);
  return (route: RouteSchemaInput) => {
    const schema = route.schema as object;
    let serializer = compiled.get(schema);
    if (!serializer) compiled.set(schema, (serializer = compile(route)));
    return serializer;
  };
};

export const sharedSchemaCompilers = { buildValidator, buildSerializer };
