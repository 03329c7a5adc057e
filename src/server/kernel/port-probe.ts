import { createServer } from "node:net";
import { ConfigError } from "./config.js";

/** Why the server cannot listen on HOST:PORT, in the operator's terms (the settings to change). */
export class PortUnavailableError extends ConfigError {}

const NOTHING_WRITTEN = "The database was not touched (no migration, no demo owner).";

/**
 * Binds HOST:PORT for a moment and lets it go, so a start that could not serve stops before it
 * migrates or seeds anything. Port 0 (any free port) always passes.
 */
export async function assertPortAvailable(host: string, port: number): Promise<void> {
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once("error", reject);
      probe.listen({ host, port, exclusive: true }, resolve);
    });
  } catch (error) {
    throw new PortUnavailableError(explain(error, host, port) ?? String(error));
  }
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

function explain(error: unknown, host: string, port: number): string | undefined {
  switch ((error as NodeJS.ErrnoException).code) {
    case "EADDRINUSE":
      return `PORT ${port} is already in use on HOST ${host}: stop the program using it or set another PORT. ${NOTHING_WRITTEN}`;
    case "EACCES":
      return `PORT ${port} on HOST ${host} needs privileges this process lacks: choose a PORT above 1023 (behind a reverse proxy). ${NOTHING_WRITTEN}`;
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `HOST ${host} is not an address of this machine: set HOST to one of its addresses (127.0.0.1, 0.0.0.0). ${NOTHING_WRITTEN}`;
    default:
      return undefined;
  }
}
