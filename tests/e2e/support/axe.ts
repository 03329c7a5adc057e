import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * An axe check of the page as it is, for every spec (tests/axe-builder.test.ts keeps them here).
 * The same rules and the same violations as a bare `new AxeBuilder({ page })`, for less work:
 * - only the violations are gathered in detail (axe's `resultTypes`), not the thousands of
 *   passing nodes no test reads;
 * - a page without frames is checked in place (legacy mode): the default mode serialises its
 *   partial results into a new blank page and loads axe again there, on every call. A page
 *   with frames keeps the default mode, the one that also checks cross-origin frames.
 */
export function axeBuilder(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  return page.frames().length === 1 ? builder.setLegacyMode() : builder;
}

/** Every axe violation on the page (or inside `include`, a selector), whatever its impact. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = axeBuilder(page);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`);
}
