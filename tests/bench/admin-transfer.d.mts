export interface ScriptSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}
export function entryOf(html: string): string;
export function preloadsOf(html: string): string[];
export function staticImports(code: string): string[];
export function firstPaintScripts(dir: string): {
  scripts: ScriptSize[];
  /** The language of the core catalog counted (the largest). */
  language: string | undefined;
  raw: number;
  gzip: number;
  brotli: number;
};
export function signInScriptOf(html: string): string;
export function signInTransfer(dir: string): {
  files: ScriptSize[];
  raw: number;
  gzip: number;
  brotli: number;
};
export function routeTransfer(
  dir: string,
  page: { chunks: string[]; catalogs: string[] },
): {
  firstPaint: ReturnType<typeof firstPaintScripts>;
  added: ScriptSize[];
  raw: number;
  gzip: number;
  brotli: number;
};
