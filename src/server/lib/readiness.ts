/**
 * Whether this process should still receive traffic. It turns false on SIGTERM before the
 * listener closes, so the health check answers 503 while the requests in flight complete.
 */
export interface Readiness {
  readonly shuttingDown: boolean;
  markShuttingDown(): void;
}

export function createReadiness(): Readiness {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    markShuttingDown() {
      shuttingDown = true;
    },
  };
}
