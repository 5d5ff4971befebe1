/**
 * Schema pieces every domain of the HTTP contract uses. TypeBox has no server dependency, so the
 * server validates and documents with these and the web app takes its types from them
 * (`Static<typeof X>`): the type-check keeps both sides of the contract together.
 *
 * Conventions for `src/shared/api/<domain>.ts`:
 * - one exported schema per request body, query, params and response, named after what it is
 *   (`CarListQuery`, `CarDetail`), with `export type CarDetail = Static<typeof CarDetail>` beside it;
 * - every `*_id` is `Id` (a PostgreSQL `integer` row id), every page is `Paging`, every list answer
 *   `Paged(Item)`; no unbounded integers, no unbounded strings;
 * - limits both sides need (lengths, counts) are exported constants, declared once.
 */
import { Type, type Static as TypeBoxStatic, type TSchema } from "typebox";
import { LANGUAGES, type Lang as LangValue } from "./constants.js";

export { LANGUAGES };

/** A value as it travels in JSON: the `Date`s a service hands to the serializer arrive as strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** The type of a schema's JSON, as the other side sees it (`Static` with dates as strings). */
export type Static<T extends TSchema> = Wire<TypeBoxStatic<T>>;
export type Lang = LangValue;

/**
 * One of `values`, as `anyOf` of constants. (A `Type.Union` over a mapped array would infer
 * `never`: the static type needs the tuple's element type.)
 */
export function LiteralUnion<const T extends readonly string[]>(values: T) {
  return Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));
}

/** One of the site's languages. */
export const Lang = LiteralUnion(LANGUAGES);

/** An enum of string literals as `{type: "string", enum}`: one keyword, cheap to serialise. */
export const StringEnum = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.String({ enum: [...values] }));

/** Largest value of a PostgreSQL `integer` (serial) column. */
export const MAX_INT_ID = 2147483647;

/** A row id: a positive PostgreSQL `integer`. Larger values are a 422, never a database error. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_INT_ID });

/** Path parameters `{ [name]: Id }`, e.g. `IdParams("car_id")`. */
export function IdParams<K extends string>(name: K) {
  return Type.Object({ [name]: Id } as Record<K, typeof Id>);
}

/** A value or null as `type: [t, "null"]`: with coercing validation a union would turn null into "" or 0. */
export const Nullable = <T extends TSchema>(t: T) =>
  Type.Unsafe<TypeBoxStatic<T> | null>({
    ...t,
    type: [(t as unknown as { type: string }).type, "null"],
  } as unknown as TSchema);

/** A count of rows or events. */
export const Count = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

/** Largest page size a list returns; the default is 20. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
/** Deepest page a list serves: enough for any real browsing, and keeps OFFSET inside `integer`. */
export const MAX_PAGE = 100_000;

/** `page` and `page_size` query fields (spread them into a list's query schema). */
export const Paging = {
  page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
};
/** The same bounds without defaults, for lists whose service picks its own default page size. */
export const OptionalPaging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};
export const PagingQuery = Type.Object(Paging);
/** The same, refusing other fields (the lists whose queries are strict). */
export const StrictPagingQuery = Type.Object(Paging, { additionalProperties: false });

/** The list answer of the contract: `{items, total, page, page_size}`. */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Count,
    page: Type.Integer({ minimum: 1, maximum: MAX_PAGE }),
    page_size: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE }),
  });

/** The type of a `Paged(Item)` answer for an item type (for generic list code). */
export type Page<T> = Omit<Static<ReturnType<typeof Paged<TSchema>>>, "items"> & { items: T[] };

/** The contract's error body: `{error: {code, message, details}}`. */
export const ErrorResponse = Type.Object(
  {
    error: Type.Object({
      code: Type.String({ description: "snake_case error code, e.g. validation_error, insufficient_cc" }),
      message: Type.String({ description: "human-readable text" }),
      details: Type.Optional(Type.Unknown({ description: "per-code details, e.g. the bad fields of a 422" })),
    }),
  },
  { $id: "ErrorResponse", title: "ErrorResponse" },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** The answer of a 204: no body. */
export const NoContent = Type.Unsafe<void>(Type.Null({ description: "No content" }));

/** An ISO 8601 timestamp as sent in JSON. */
export const Timestamp = Type.String({ format: "date-time" });

/**
 * A timestamp in a response: the services hand over `Date` objects and the serializer writes
 * ISO strings, so the type admits both (on the wire it is always a string).
 */
export const DateTime = Type.Unsafe<Date | string>(Type.String({ format: "date-time" }));

/** A response's nullable timestamp. */
export const NullableDateTime = Type.Unsafe<Date | string | null>({ type: ["string", "null"], format: "date-time" });

/**
 * A CC amount: a JSON number with at most 3 decimals (stored as integer thousandths). The decimals
 * are checked by the server's parser (`src/shared/cc.ts`), not by `multipleOf`, which floats break.
 */
export const CcAmount = Type.Number({ description: "CC, at most 3 decimals" });
