/** Tells the server a page was viewed; failures are ignored, statistics never disturb the visitor. */
export function reportVisit(path: string): void {
  try {
    fetch("/api/visits", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fetch itself may throw synchronously (e.g. blocked by an extension)
  }
}
