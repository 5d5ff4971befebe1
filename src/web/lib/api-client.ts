import type { paths } from "./api/schema.gen";

/** Error thrown for every failed API call; `status` is 0 when the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const NETWORK_ERROR = "network_error";

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** JSON-serialised unless it is FormData (uploads). */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

// Used when an error answer carries no JSON body (a proxy page, an empty 502).
const CODE_BY_STATUS: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  402: "insufficient_cc",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  422: "validation_error",
  423: "account_locked",
  429: "rate_limited",
};

export function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? "server_error" : "http_error");
}

export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") {
      params.set(key, String(value));
    }
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${qs}`;
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get("content-type") ?? "";
  if (response.status === 204 || !type.includes("json")) return undefined;
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function toApiError(status: number, body: unknown, fallback: string): ApiError {
  const error =
    body && typeof body === "object" && "error" in body
      ? (body as { error?: { code?: unknown; message?: unknown; details?: unknown } }).error
      : undefined;
  const code = typeof error?.code === "string" ? error.code : codeForStatus(status);
  const message = typeof error?.message === "string" ? error.message : fallback;
  return new ApiError(status, code, message, error?.details);
}

/**
 * How a request reaches the API: the browser's fetch, or (in the server render, entry-server.tsx)
 * a call into the server itself, in the page's language.
 */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport | undefined;
let serverLanguage: (() => string) | undefined;
export function setApiTransport(next: Transport, language: () => string): void {
  transport = next;
  serverLanguage = language;
}

/** Calls the API (same origin, session cookie) and returns the parsed JSON answer. */
async function apiFetch(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = "GET", body, query, signal, headers = {} } = options;
  const init: RequestInit = {
    method,
    signal,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      // The page language, so that the server can answer in it where it can.
      "Accept-Language": serverLanguage ? serverLanguage() : document.documentElement.lang || "en",
      ...headers,
    },
  };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["Content-Type"] = "application/json";
  }

  let response: Response;
  try {
    response = await (transport ?? fetch)(buildUrl(path, query), init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, NETWORK_ERROR, "Network error", cause);
  }

  let data: unknown;
  try {
    data = await readJson(response);
  } catch {
    if (response.ok) {
      throw new ApiError(response.status, "invalid_response", "Invalid JSON");
    }
  }
  if (!response.ok) {
    throw toApiError(response.status, data, response.statusText || "Request failed");
  }
  return data;
}

type Method = "get" | "post" | "put" | "patch" | "delete";

/** The API's path templates that answer `M` (from the generated OpenAPI types). */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends Method> = Extract<paths[P][M], { responses: unknown }>;
type Json<R> = R extends { content: { "application/json": infer T } } ? T : void;

/** The JSON of the success answer (200, 201 or 202) of `M P`; nothing for a 204. */
export type ApiAnswer<P extends ApiPath<M>, M extends Method = "get"> = Success<Operation<P, M>["responses"]>;
type Success<R> = R extends { 200: infer A }
  ? Json<A>
  : R extends { 201: infer A }
    ? Json<A>
    : R extends { 202: infer A }
      ? Json<A>
      : void;

// A query parameter may be null: buildUrl leaves it out, as it does undefined and "".
type NullableQuery<Q> = { [K in keyof Q]: Q[K] | null };

type PathOption<Op> = Op extends { parameters: { path: infer V } } ? { path: V } : { path?: never };
type QueryOption<Op> = Op extends { parameters: { query: infer Q } }
  ? { query: NullableQuery<Q> }
  : Op extends { parameters: { query?: infer Q } }
    ? [NonNullable<Q>] extends [never]
      ? { query?: never }
      : { query?: NullableQuery<NonNullable<Q>> }
    : { query?: never };
// An operation without a JSON body may take a multipart upload (its fields are not in the document).
type BodyOption<Op> = Op extends { requestBody: { content: { "application/json": infer B } } }
  ? Partial<B> extends B
    ? { body?: B }
    : { body: B }
  : { body?: FormData };

/** What a call to `M P` takes: its path parameters, query and body, as the OpenAPI document types them. */
export type ApiOptions<P extends ApiPath<M>, M extends Method> = PathOption<Operation<P, M>> &
  QueryOption<Operation<P, M>> &
  BodyOption<Operation<P, M>> & { signal?: AbortSignal; headers?: Record<string, string> };

// The options argument may be left out when nothing in it is required.
type Args<O> = Partial<O> extends O ? [options?: O] : [options: O];

/** `"/api/cars/{car_id}"` with `{ car_id: 7 }` gives `"/api/cars/7"`. */
function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(params[name]));
  });
}

function call(method: Method, template: string, options: Record<string, any> = {}): Promise<any> {
  const { path, query, body, signal, headers } = options;
  return apiFetch(fillPath(template, path), {
    method: method.toUpperCase() as RequestOptions["method"],
    query,
    body,
    signal,
    headers,
  });
}

/**
 * The API, typed from its OpenAPI document (src/web/lib/api/schema.gen.ts, `npm run api:types`):
 * `api.get("/api/cars/{car_id}", { path: { car_id: 7 }, query: { lang } })` answers the car, and a
 * wrong path, parameter, body field or answer field fails the type check.
 */
export const api = {
  get: <P extends ApiPath<"get">>(path: P, ...[options]: Args<ApiOptions<P, "get">>) =>
    call("get", path, options) as Promise<ApiAnswer<P, "get">>,
  post: <P extends ApiPath<"post">>(path: P, ...[options]: Args<ApiOptions<P, "post">>) =>
    call("post", path, options) as Promise<ApiAnswer<P, "post">>,
  put: <P extends ApiPath<"put">>(path: P, ...[options]: Args<ApiOptions<P, "put">>) =>
    call("put", path, options) as Promise<ApiAnswer<P, "put">>,
  patch: <P extends ApiPath<"patch">>(path: P, ...[options]: Args<ApiOptions<P, "patch">>) =>
    call("patch", path, options) as Promise<ApiAnswer<P, "patch">>,
  delete: <P extends ApiPath<"delete">>(path: P, ...[options]: Args<ApiOptions<P, "delete">>) =>
    call("delete", path, options) as Promise<ApiAnswer<P, "delete">>,
};

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
