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
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiFetch<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiFetch<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiFetch<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiFetch<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiFetch<T>(path, { ...options, method: "DELETE", body }),
};

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
