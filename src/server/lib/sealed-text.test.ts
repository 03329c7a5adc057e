import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSealedText } from "./sealed-text.js";

describe("sealed text", () => {
  const sealed = createSealedText(randomBytes(32));

  it("opens what it sealed, each time under a fresh IV", () => {
    const once = sealed.seal("whsec_secret");
    expect(once).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(once).not.toContain("whsec_secret");
    expect(sealed.seal("whsec_secret")).not.toBe(once);
    expect(sealed.open(once)).toBe("whsec_secret");
  });

  it("opens nothing altered, sealed under another key, or not sealed at all", () => {
    const value = sealed.seal("refresh-token");
    const [version, iv, tag, data = ""] = value.split(".");
    const flipped = `${data.startsWith("A") ? "B" : "A"}${data.slice(1)}`;
    expect(sealed.open([version, iv, tag, flipped].join("."))).toBeUndefined();
    expect(createSealedText(randomBytes(32)).open(value)).toBeUndefined();
    expect(sealed.open("v2.a.b.c")).toBeUndefined();
    expect(sealed.open("plain")).toBeUndefined();
  });

  it("refuses a key that is not 32 bytes", () => {
    expect(() => createSealedText(randomBytes(16))).toThrow("32 bytes");
  });
});
