export * from "./auth.js";
export * from "./common.js";
export * from "./envelope.js";
export * from "./errors.js";
export * from "./health.js";
export * from "./module.js";
export * from "./vehicle.js";
