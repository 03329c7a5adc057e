// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ModuleConfig } from "../../../../src/contract/settings.js";
import { flush, renderAdmin } from "../../../../tests/kits/admin/render-admin.js";
import { ModuleOverviewButton } from "./layout-actions.js";

const CONFIG: ModuleConfig = {
  identifier: "demomodule",
  directUrl: "http://127.0.0.1:3000/booking?id=demomodule",
  scriptUrl: "http://127.0.0.1:3000/widget/chauffeur-booking.js",
  moduleWidth: 230,
  moduleHeight: 950,
  iconColor: "80BDFF",
  buttonColor: "007BFF",
  checkboxMap: false,
};

beforeAll(() => {
  customElements.define("chauffeur-booking", class extends HTMLElement {});
});

async function open(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  renderAdmin(<ModuleOverviewButton client={{ getModuleConfig: vi.fn(async () => CONFIG) }} />);
  fireEvent.click(screen.getByRole("button", { name: "Module overview" }));
  await flush();
  return screen.getByTestId("widget-preview");
}

describe("Module overview dialog", () => {
  it("shows the live module at 700 × 450 on a large screen, with the size warnings", async () => {
    const frame = await open(1400, 900);
    expect(screen.getByRole("dialog", { name: "Module overview" })).toBeTruthy();
    expect(frame.querySelector("chauffeur-booking")?.getAttribute("module")).toBe("demomodule");
    expect(frame.style.width).toBe("700px");
    expect(frame.style.height).toBe("450px");
    expect(screen.getByText("Under 250 px wide, the booking form is cramped and hard to use.")).toBeTruthy();
  });

  it("fits the window minus the margins on a phone", async () => {
    const frame = await open(375, 600);
    expect(frame.style.width).toBe("295px");
    expect(frame.style.height).toBe("400px");
  });
});
