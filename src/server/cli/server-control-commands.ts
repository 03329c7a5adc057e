import type { ControlHandler } from "../db/control-socket.js";
import type { Database } from "../db/database.js";
import { backUp } from "./db-backup-command.js";
import { parseOwnerResetPasswordArgs, runOwnerResetPassword } from "./owner-reset-password-command.js";

/**
 * What the running server does for the commands that need its embedded database
 * (`npm run db:backup`, `npm run owner:reset-password`), asked over its control socket.
 */
export function serverControlCommands(database: Database, dataDir: string): Record<string, ControlHandler> {
  return {
    backup: () => backUp(database, dataDir),
    "owner:reset-password": async (args) => {
      // Checked again here: the socket is the server's boundary, whatever the command sent.
      const argv = [String(args.email ?? "")];
      if (typeof args.password === "string") argv.push(`--password=${args.password}`);
      const parsed = parseOwnerResetPasswordArgs(argv);
      return parsed.ok ? runOwnerResetPassword(database, parsed.value) : parsed;
    },
  };
}
