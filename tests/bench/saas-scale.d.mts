import type { Scale } from "./saas-seed.mjs";

export const SCALES: { small: Scale; full: Scale };
declare const benchmark: { name: string; run(context: { root: string }): Promise<unknown> };
export default benchmark;
