// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptApiBase, scriptUrl } from "./api-base.js";

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

describe("scriptUrl", () => {
  const doc = (src: string | undefined, baseURI: string) => {
    const script = document.createElement("script");
    if (src) script.src = src;
    return { currentScript: src ? script : null, baseURI, querySelector: () => null } as unknown as Document;
  };

  it("is the script's own address, whatever the page's <base href> says", () => {
    const url = scriptUrl(
      doc("https://book.example/widget/chauffeur-booking.js", "https://cdn.other.example/x/"),
    );
    expect(url).toBe("https://book.example/widget/chauffeur-booking.js");
    // The loader's chunks are resolved against it.
    expect(new URL("chunks/app-1a2b3c4d.js", url).href).toBe(
      "https://book.example/widget/chunks/app-1a2b3c4d.js",
    );
  });

  it("is the page's address when no script can be found", () => {
    expect(scriptUrl(doc(undefined, "https://host.example/page"))).toBe("https://host.example/page");
  });
});
