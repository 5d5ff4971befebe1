// The adapter's error, in a file of its own: the service checks for it (instanceof) without
// loading the adapter, whose parsers and HTTP client are loaded only when the upstream is used.

export type UpstreamErrorCode =
  | "upstream_session_expired"
  | "upstream_login_failed"
  | "upstream_http_error"
  | "upstream_timeout"
  | "upstream_network"
  | "upstream_unparseable"
  | "upstream_not_found";

export class UpstreamError extends Error {
  constructor(
    readonly code: UpstreamErrorCode,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "UpstreamError";
  }
}
