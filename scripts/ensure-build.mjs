// Builds only when needed, so `npm start` and the e2e server start fast on an up-to-date tree
// and never serve a stale dist after an edit. `npm run build` always builds.
import { build } from "./build.mjs";
import { staleReason } from "./build-stamp.mjs";

const reason = staleReason();
if (reason) {
  console.log(`[ensure-build] building (${reason})`);
  process.exitCode = await build();
}
