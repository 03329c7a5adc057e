/** Spec file names in `count` groups of about equal recorded seconds (tests/setup/e2e-shards.mjs). */
export function splitSpecFiles(files: string[], seconds: Record<string, number>, count: number): string[][];
/** The recorded seconds per spec file, empty when the file is missing. */
export function recordedSpecSeconds(path: string): Record<string, number>;
/** A Playwright file filter matching exactly this spec file name. */
export function specFilter(file: string): string;
