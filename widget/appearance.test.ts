import { describe, expect, it } from "vitest";
import { testModule } from "../tests/kits/widget/fake-api.js";
import { hostVariablesCss, readableTextOn } from "./appearance.js";

describe("appearance", () => {
  it("keeps white text on the default blue (large bold label, 3:1) and dark text on light colours", () => {
    expect(readableTextOn("007BFF")).toBe("#ffffff");
    expect(readableTextOn("80BDFF")).toBe("#111827");
    expect(readableTextOn("FFEB3B")).toBe("#111827");
  });

  it("declares the module's colours and sizes on :host", () => {
    expect(hostVariablesCss(testModule().appearance)).toBe(
      ":host{--cb-button-color:#007BFF;--cb-button-text-color:#ffffff;--cb-icon-color:#80BDFF;--cb-width:600px;--cb-height:950px}",
    );
  });
});
