/** Types of precompress.mjs (a build script in plain JavaScript, imported by its test). */
export declare const PRECOMPRESS_MIN_BYTES: number;

interface EmittedFile {
  type: "chunk" | "asset";
  fileName: string;
  code?: string;
  source?: string | Uint8Array;
}

export declare function precompress(): {
  name: string;
  writeBundle(options: { dir?: string; file?: string }, bundle: Record<string, EmittedFile>): Promise<void>;
};
