/** See find-chromium.mjs. */
export function findChromium(): string | undefined;
export const chromiumMissingMessage: string;
