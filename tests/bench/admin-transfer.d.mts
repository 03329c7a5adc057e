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
