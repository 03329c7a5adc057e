// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, TEST_PLACES, testModule } from "../../tests/kits/widget/fake-api.js";
import { callsTo, chooseAddress, later, renderWidget } from "../../tests/kits/widget/render-widget.js";

afterEach(() => {
  vi.useRealTimers();
});

const pickup = () => screen.getByRole("combobox", { name: "Pickup address" });
/** The suggestions shown (hidden lists are not in the accessibility tree). */
const suggestions = () =>
  screen.queryByRole("listbox") ? within(screen.getByRole("listbox")).getAllByRole("option") : [];

describe("Address search", () => {
  it("searches 1000 ms after typing stops, from 2 characters, for the last text only", async () => {
    const api = await renderWidget();
    fireEvent.change(pickup(), { target: { value: "N" } });
    await later(1500);
    expect(callsTo(api.calls, "places")).toEqual([]);

    fireEvent.change(pickup(), { target: { value: "Ni" } });
    await later(600);
    fireEvent.change(pickup(), { target: { value: "Nic" } });
    await later(999);
    expect(callsTo(api.calls, "places")).toEqual([]);
    await later(1);
    expect(callsTo(api.calls, "places").map((call) => call.path)).toEqual([
      "/api/geo/demomodule/places?q=Nic&lang=en",
    ]);
    expect(suggestions()).toHaveLength(2);
    expect(screen.getByText("2 addresses found")).toBeTruthy();
  });

  it("shows the server's suggestions, at most 7 (the contract's limit)", async () => {
    const many = Array.from({ length: 7 }, (_, index) => ({ ...TEST_PLACES[0]!, id: `p${index}` }));
    await renderWidget({
      handlers: [(call) => (call.path.includes("/places") ? ok({ places: many }) : undefined)],
    });
    fireEvent.change(pickup(), { target: { value: "Nice" } });
    await later(1000);
    expect(suggestions()).toHaveLength(7);
    expect(screen.getByText("7 addresses found")).toBeTruthy();
  });

  it("is a keyboard combobox: arrows move, Enter chooses, Escape closes", async () => {
    await renderWidget();
    const input = pickup();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    fireEvent.change(input, { target: { value: "Nice" } });
    await later(1000);
    expect(input.getAttribute("aria-expanded")).toBe("true");

    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const active = input.getAttribute("aria-activedescendant") ?? "";
    expect(document.getElementById(active)?.textContent).toBe("Nice");
    expect(
      within(screen.getByRole("listbox")).getByRole("option", { name: "Nice" }).getAttribute("aria-selected"),
    ).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(document.getElementById(input.getAttribute("aria-activedescendant") ?? "")?.textContent).toBe(
      "Nice Côte d'Azur Airport",
    );

    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(input.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(input, { key: "Enter" });
    expect((input as HTMLInputElement).value).toBe("Nice");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(suggestions()).toHaveLength(0);
  });

  it("says when nothing is found", async () => {
    await renderWidget();
    fireEvent.change(pickup(), { target: { value: "Zzyzx" } });
    await later(1000);
    expect(screen.getByText("No address found")).toBeTruthy();
  });

  it("puts the chosen address in the summary, and forgets it when the customer types again", async () => {
    await renderWidget();
    await chooseAddress("Pickup address", "Mona", "Monaco");
    const summary = screen.getByRole("complementary", { name: "Your journey" });
    expect(summary.textContent).toContain("Monaco");
    fireEvent.change(pickup(), { target: { value: "Monac" } });
    expect(summary.textContent).not.toContain("Monaco");
  });

  it("says what the offline search finds (cities, airports, stations) when the server has only that", async () => {
    await renderWidget({ module: testModule({ addressSearch: "places" }), lang: "fr" });
    // Once, in full above the addresses (a placeholder that long is cut off), read with each of them.
    const hint = screen.getByText("Une ville, un aéroport ou une grande gare, p. ex. aéroport de Nice");
    for (const name of ["Adresse de prise en charge", "Adresse de destination"]) {
      const input = screen.getByRole("combobox", { name });
      expect(input.getAttribute("aria-describedby")).toBe(hint.id);
      expect(input.getAttribute("placeholder")).toBeNull();
    }
  });

  it("shows no hint when the server searches every address", async () => {
    await renderWidget({ module: testModule({ addressSearch: "addresses" }) });
    expect(pickup().getAttribute("aria-describedby")).toBeNull();
    expect(document.getElementById("addressHint")).toBeNull();
  });
});
