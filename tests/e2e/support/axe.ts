import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Every axe violation on the page (or inside `include`, a selector), whatever its impact. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`);
}
