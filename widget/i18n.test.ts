// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_STORAGE_KEY, resolveLanguage } from "./i18n.js";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("resolveLanguage", () => {
  it("prefers the attribute, then the stored choice, then the browser, then the module, then French", () => {
    const languages = vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-DE"]);
    vi.spyOn(navigator, "language", "get").mockReturnValue("de-DE");
    expect(resolveLanguage(undefined)).toBe("fr");
    expect(resolveLanguage(undefined, "es")).toBe("es");
    languages.mockReturnValue(["de-DE", "en-US"]);
    expect(resolveLanguage(undefined, "es")).toBe("en");
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "es");
    expect(resolveLanguage(undefined)).toBe("es");
    expect(resolveLanguage("EN")).toBe("en");
    expect(resolveLanguage("fr-CA")).toBe("fr");
  });
});
