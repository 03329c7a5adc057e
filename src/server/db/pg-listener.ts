import pg from "pg";

/** How long a lost LISTEN connection waits before connecting again. */
const RECONNECT_MS = 500;

/**
 * LISTEN on one channel of a PostgreSQL server through a dedicated connection (a pooled one
 * would be handed back and lose it). A lost connection reconnects; what was notified meanwhile is
 * lost, so `onReconnect` lets the listener assume anything changed. Answers the stop function.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on("error", () => {
      // The 'end' event follows: reconnecting happens there.
    });
    next.on("end", () => {
      // Only the connection that was listening reconnects from here. node-postgres also ends a
      // client whose connect() failed: retrying from here as well as from reconnect()'s catch
      // doubled the retries at every failed attempt, and a 2 s outage left dozens of LISTEN
      // connections once the server was back ("too many clients").
      if (client !== next) return;
      client = null;
      if (!stopped) timer = setTimeout(() => void reconnect(), RECONNECT_MS);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  }

  async function reconnect(): Promise<void> {
    if (stopped) return;
    try {
      await connect();
      onReconnect();
    } catch {
      if (!stopped) timer = setTimeout(() => void reconnect(), RECONNECT_MS);
    }
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
