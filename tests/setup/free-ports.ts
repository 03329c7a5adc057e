// The typed entry for TypeScript callers (playwright.config.ts, e2e specs); the logic lives in
// free-ports.mjs because tests/run-all.mjs needs it too and Node 20 cannot import TypeScript.
export { freePorts } from "./free-ports.mjs";
