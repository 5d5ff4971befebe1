/**
 * A circuit breaker for a dependency that may go away (Redis). After `failureThreshold`
 * failures in a row it opens: callers are refused at once (`allow()` is false) instead of each
 * waiting for its own timeout. After `openMs` one trial call is let through (half-open): its
 * success closes the circuit, its failure opens it again. `reset()` closes it at once (the
 * connection reported it is back).
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  private trialRunning = false;
  state: "closed" | "open" | "half-open" = "closed";

  constructor(
    private readonly options: {
      failureThreshold: number;
      openMs: number;
      /** Called once each time the circuit opens or closes (for the log). */
      onChange?: (state: "open" | "closed") => void;
      now?: () => number;
    },
  ) {}

  /** Whether a call may go ahead now; in half-open, only the one trial call. */
  allow(): boolean {
    if (this.state === "closed") return true;
    const now = (this.options.now ?? Date.now)();
    if (this.state === "open" && now - this.openedAt >= this.options.openMs) this.state = "half-open";
    if (this.state === "half-open" && !this.trialRunning) {
      this.trialRunning = true;
      return true;
    }
    return false;
  }

  success(): void {
    this.failures = 0;
    this.trialRunning = false;
    if (this.state !== "closed") {
      this.state = "closed";
      this.options.onChange?.("closed");
    }
  }

  failure(): void {
    this.trialRunning = false;
    this.failures += 1;
    if (this.state === "half-open" || (this.state === "closed" && this.failures >= this.options.failureThreshold)) {
      const wasOpen = this.state !== "closed";
      this.state = "open";
      this.openedAt = (this.options.now ?? Date.now)();
      if (!wasOpen) this.options.onChange?.("open");
    }
  }

  /** Closes the circuit (the dependency said it is back). */
  reset(): void {
    if (this.state === "closed") return;
    this.success();
  }
}
