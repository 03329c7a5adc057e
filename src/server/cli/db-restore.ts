import { loadConfig } from "../kernel/config.js";
import { runDbRestore } from "./db-restore-command.js";
import { finishCommand } from "./finish-command.js";

/** `npm run db:restore -- FILE`: see db-restore-command.ts and docs/backup-and-restore.md. */
await finishCommand(() => runDbRestore(loadConfig(), process.argv.slice(2)));
