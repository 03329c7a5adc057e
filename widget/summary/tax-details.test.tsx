// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeEstimate, ok, testModule } from "../../tests/kits/widget/fake-api.js";
import { fillTrip, later, renderWidget } from "../../tests/kits/widget/render-widget.js";

afterEach(() => {
  vi.useRealTimers();
});

const summary = () => screen.getByRole("complementary", { name: "Your journey" });

describe("The summary of a price with tax (docs/decisions/0083)", () => {
  it("shows each line's net and tax, the total before tax and each rate's tax", async () => {
    const module = testModule();
    await renderWidget({
      module,
      handlers: [
        (call) => {
          if (!call.path.endsWith("/estimate-price")) return undefined;
          // The server's answer for 60.00 at 10 % included: 54.55 net, 5.45 tax.
          return ok({
            ...fakeEstimate(module, call.body as Record<string, unknown>),
            price: 60,
            undiscountedPrice: 60,
            lines: [{ kind: "distance", leg: 0, amount: 60, taxRate: 10, net: 54.55, tax: 5.45 }],
            taxes: {
              pricesIncludeTax: true,
              net: 54.55,
              tax: 5.45,
              rates: [{ taxRate: 10, net: 54.55, tax: 5.45, gross: 60 }],
            },
          });
        },
      ],
    });
    await fillTrip();
    await later(1000);
    const lines = within(summary()).getByRole("list", { name: "Price details" }).textContent;
    expect(lines).toContain("Ride€54.55 before tax, tax 10%: €5.45€60.00");
    const taxes = within(summary()).getByRole("list", { name: "Tax" });
    expect(taxes.textContent).toBe("Total before tax€54.55Tax 10%€5.45");
  });

  it("shows no tax for a module without a rate", async () => {
    await renderWidget();
    await fillTrip();
    await later(1000);
    expect(within(summary()).queryByRole("list", { name: "Tax" })).toBeNull();
    expect(within(summary()).getByRole("list", { name: "Price details" }).textContent).toBe("Ride€60.00");
  });
});
