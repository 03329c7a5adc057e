// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptApiBase } from "./api-base.js";

describe("scriptApiBase", () => {
  function docWithScript(src: string | undefined): Document {
    const script = document.createElement("script");
    if (src) script.src = src;
    return {
      currentScript: src ? script : null,
      baseURI: "https://host.example/page",
      location: { origin: "https://host.example" },
      querySelector: () => null,
    } as unknown as Document;
  }

  it("is the server the script came from", () => {
    expect(scriptApiBase(docWithScript("https://book.example/widget/chauffeur-booking.js"))).toBe(
      "https://book.example",
    );
  });

  it("keeps the path prefix of a server published under a sub-path", () => {
    expect(scriptApiBase(docWithScript("https://x.example/cars/widget/chauffeur-booking.js?v=2"))).toBe(
      "https://x.example/cars",
    );
  });

  it("is the script's origin when the script lives elsewhere, the page's without a script", () => {
    expect(scriptApiBase(docWithScript("https://cdn.example/lib/chauffeur-booking.js"))).toBe(
      "https://cdn.example",
    );
    expect(scriptApiBase(docWithScript(undefined))).toBe("https://host.example");
  });
});
