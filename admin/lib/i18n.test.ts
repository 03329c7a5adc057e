// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh i18n module: no language yet, no feature catalog loaded. */
async function freshI18n() {
  vi.resetModules();
  return import("./i18n.js");
}

beforeEach(() => localStorage.clear());

// Looked up through variables: a literal `i18n._("…")` here would be extracted into the core catalog.
const LOADING = "Loading…";
const WEBHOOKS_ADD = "Add an endpoint";

describe("the admin's catalogs", () => {
  it("start with the core catalog only; a feature's comes when a page asks for it", async () => {
    const { activateLanguage, i18n, loadFeatureCatalogs } = await freshI18n();
    await activateLanguage("fr");
    expect(i18n._(LOADING)).toBe("Chargement…");
    expect(i18n.messages[WEBHOOKS_ADD]).toBeUndefined();
    await loadFeatureCatalogs(["webhooks"]);
    expect(i18n._(WEBHOOKS_ADD)).toBe("Ajouter une adresse");
  });

  it("follow a language change: the core and every feature catalog loaded so far", async () => {
    const { activateLanguage, changeLanguage, i18n, loadFeatureCatalogs } = await freshI18n();
    await activateLanguage("fr");
    await loadFeatureCatalogs(["webhooks"]);
    await changeLanguage("es");
    expect(i18n.locale).toBe("es");
    expect(document.documentElement.lang).toBe("es");
    expect(i18n._(LOADING)).toBe("Cargando…");
    expect(i18n._(WEBHOOKS_ADD)).toBe("Añadir una dirección");
    expect(localStorage.getItem("cb.language")).toBe("es");
  });

  it("reach a page that starts loading while the language changes, in the new language", async () => {
    const { activateLanguage, changeLanguage, i18n, loadFeatureCatalogs } = await freshI18n();
    await activateLanguage("fr");
    // The change has read which catalogs to fetch when the page asks for its own (in French).
    await Promise.all([changeLanguage("es"), loadFeatureCatalogs(["webhooks"])]);
    expect(i18n.locale).toBe("es");
    expect(i18n._(WEBHOOKS_ADD)).toBe("Añadir una dirección");
  });

  it("refuses a feature catalog before any language is active", async () => {
    const { loadFeatureCatalogs } = await freshI18n();
    await expect(loadFeatureCatalogs(["webhooks"])).rejects.toThrow(/before activateLanguage/);
  });
});
