export interface LintProblem {
  ruleId: string;
  severity: "error" | "warn" | "off";
  message: string;
}
export type OpenapiLint = (source: string) => Promise<LintProblem[]>;

interface RedoclyCore {
  createConfig(config: { extends: string[] }): Promise<unknown>;
  lintFromString(options: { source: string; absoluteRef: string; config: unknown }): Promise<LintProblem[]>;
}

/**
 * Redocly's recommended ruleset, for an OpenAPI document as JSON text; undefined (with a note)
 * while the devDependency @redocly/openapi-core is not installed, so the tests that need it skip.
 */
export async function lintOpenapi(): Promise<OpenapiLint | undefined> {
  // The name in a variable: the type checker does not look for the package before it is there.
  const name = "@redocly/openapi-core";
  const redocly = (await import(name).catch(() => undefined)) as RedoclyCore | undefined;
  if (!redocly) {
    console.warn(`${name} is not installed: the OpenAPI lint test is skipped (npm install -D ${name}).`);
    return undefined;
  }
  const config = await redocly.createConfig({ extends: ["recommended"] });
  return (source) => redocly.lintFromString({ source, absoluteRef: "openapi.json", config });
}
