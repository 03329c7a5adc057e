import { loadConfig } from "../kernel/config.js";
import { finishCommand } from "./finish-command.js";
import { runOwnerResetPasswordCommand } from "./owner-reset-password-command.js";

/** `npm run owner:reset-password -- EMAIL [--password P]`: see owner-reset-password-command.ts. */
await finishCommand(() => runOwnerResetPasswordCommand(loadConfig(), process.argv.slice(2)));
