// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../src/client/index.js";
import type { ModuleSettings } from "../../../../src/contract/settings.js";
import { flush, renderAdmin, shownNotices } from "../../../../tests/kits/admin/render-admin.js";
import { fakeSettingsClient, SETTINGS } from "../../../../tests/kits/admin/settings.js";
import type { ZoneDialogProps } from "../../../components/zone-dialog.js";
import { SettingsForm } from "./settings-form.js";

/** Stands for the map dialog: validates a 10 km circle around Nice, and shows what it would draw on. */
function FakeZoneDialog({ open, onValidate, onClose, googleMapsApiKey, mapTiles }: ZoneDialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Map">
      <p>
        Key {googleMapsApiKey}, tiles {mapTiles?.urlTemplate}, credit {mapTiles?.attribution}
      </p>
      <button
        type="button"
        onClick={() => onValidate({ type: "Point", coordinates: [7.26, 43.7], radius: 10_000 })}
      >
        Validate the circle
      </button>
      <button type="button" onClick={onClose}>
        Cancel the drawing
      </button>
    </div>
  );
}

function renderForm(
  client = fakeSettingsClient(),
  settings: ModuleSettings = SETTINGS,
  locale: "en" | "fr" = "en",
) {
  const onSaved = vi.fn();
  renderAdmin(
    <SettingsForm settings={settings} client={client} onSaved={onSaved} ZoneDialog={FakeZoneDialog} />,
    locale,
  );
  return { client, onSaved };
}

const fieldset = (legend: string) => within(screen.getByRole("group", { name: legend }));

async function save() {
  await act(async () => {
    fireEvent.click(screen.getAllByRole("button", { name: "Save" })[0] as HTMLElement);
  });
  await flush();
}

afterEach(() => {
  vi.useRealTimers();
});

describe("SettingsForm", () => {
  it("enables a feature's fields only while its box is ticked", async () => {
    renderForm();
    await flush();
    // A disabled fieldset disables every field inside it (happy-dom does not apply that to
    // :disabled, the e2e test checks it in Chromium).
    const group = screen.getByRole("group", { name: "Minimum distance" }) as HTMLFieldSetElement;
    expect(group.disabled).toBe(true);
    expect(within(group).getByLabelText("Shortest trip accepted")).toBeTruthy();
    fireEvent.click(within(group).getByLabelText("Minimum distance"));
    expect(group.disabled).toBe(false);
  });

  it("requires a ticked feature's values and sends the payload the contract accepts", async () => {
    const { client } = renderForm();
    await flush();
    const minimum = fieldset("Minimum distance");
    fireEvent.click(minimum.getByLabelText("Minimum distance"));
    fireEvent.change(minimum.getByLabelText("Shortest trip accepted"), { target: { value: "" } });
    await save();
    expect(client.saveSettings).not.toHaveBeenCalled();
    expect(screen.getByText("Enter a minimum distance above 0.")).toBeTruthy();
    expect(minimum.getByLabelText("Shortest trip accepted").getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(minimum.getByLabelText("Shortest trip accepted"), { target: { value: "12.5" } });
    fireEvent.change(screen.getByLabelText("Minimum notice before a pick-up"), { target: { value: "30" } });
    fireEvent.change(screen.getByLabelText("Unit of the notice"), { target: { value: "m" } });
    await save();
    expect(client.saveSettings).toHaveBeenCalledTimes(1);
    expect(vi.mocked(client.saveSettings).mock.calls[0]?.[0]).toMatchObject({
      checkboxMinDistance: true,
      minDistance: 12.5,
      bookingBufferTime: "30m",
      url: "https://riviera.example",
      moduleWidth: 600,
      moduleHeight: 0,
    });
    expect(shownNotices()).toContain("success Success: Changes saved.");
  });

  it("edits the booking horizon within its bounds", async () => {
    const { client } = renderForm();
    await flush();
    const horizon = screen.getByLabelText("Book at most this many days ahead");
    expect((horizon as HTMLInputElement).value).toBe("365");
    for (const value of ["0", "1096", "2.5", ""]) {
      fireEvent.change(horizon, { target: { value } });
      await save();
      expect(client.saveSettings).not.toHaveBeenCalled();
      expect(screen.getByText("Enter a whole number of days from 1 to 1095.")).toBeTruthy();
      expect(horizon.getAttribute("aria-invalid")).toBe("true");
    }
    fireEvent.change(horizon, { target: { value: "90" } });
    await save();
    expect(vi.mocked(client.saveSettings).mock.calls[0]?.[0]).toMatchObject({ bookingHorizonDays: 90 });
  });

  it("requires the allowed region once ticked and saves the one drawn on the map", async () => {
    const { client } = renderForm();
    await flush();
    const region = fieldset("Allowed region");
    fireEvent.click(region.getByLabelText("Allowed region"));
    expect(region.getByText("No region drawn yet.")).toBeTruthy();
    await save();
    expect(client.saveSettings).not.toHaveBeenCalled();
    expect(screen.getByText("Draw the allowed region on the map.")).toBeTruthy();

    fireEvent.click(region.getByRole("button", { name: "Draw the region on the map" }));
    fireEvent.click(screen.getByRole("button", { name: "Validate the circle" }));
    expect(screen.queryByRole("dialog", { name: "Map" })).toBeNull();
    expect(region.getByText("A circle of 10.0 km around 43.7000, 7.2600.")).toBeTruthy();
    expect(screen.queryByText("Draw the allowed region on the map.")).toBeNull();
    await save();
    expect(vi.mocked(client.saveSettings).mock.calls[0]?.[0]).toMatchObject({
      checkboxAllowedRegion: true,
      allowedRegion: { type: "Point", coordinates: [7.26, 43.7], radius: 10_000 },
    });
  });

  it("opens the region's map on the operator's tile server from the settings answer", async () => {
    renderForm(fakeSettingsClient(), { ...SETTINGS, googleMapsApi: "AIza-saved" });
    await flush();
    const region = fieldset("Allowed region");
    fireEvent.click(region.getByLabelText("Allowed region"));
    fireEvent.click(region.getByRole("button", { name: "Draw the region on the map" }));
    expect(
      screen.getByText(
        "Key AIza-saved, tiles https://tiles.example.com/{z}/{x}/{y}.png, credit Example Tiles",
      ),
    ).toBeTruthy();
  });

  it("warns that no payment method is selected and does not save", async () => {
    const { client } = renderForm();
    await flush();
    fireEvent.click(screen.getByLabelText("Payment to the driver"));
    await save();
    expect(client.saveSettings).not.toHaveBeenCalled();
    expect(shownNotices()).toContain(
      "warning Payment method not selected: Tick at least one payment method.",
    );
    expect(screen.getByText("Payment method not selected: tick at least one.")).toBeTruthy();
  });

  it("suggests home towns 1 second after typing stops and saves the one picked", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const searchCities = vi.fn(async () => [
      { display_name: "Nice, Alpes-Maritimes, France", lat: 43.7, lon: 7.27 },
      { display_name: "Nice, Texas, USA", lat: 32.2, lon: -97.1 },
    ]);
    const { client } = renderForm(fakeSettingsClient({ searchCities }));
    await flush();
    const approach = fieldset("Charge the approach from my home town");
    fireEvent.click(approach.getByLabelText("Charge the approach from my home town"));
    const town = approach.getByRole("combobox", { name: "Home town" });
    fireEvent.change(town, { target: { value: "Nic" } });
    fireEvent.change(town, { target: { value: "Nice" } });
    await act(async () => {
      vi.advanceTimersByTime(999);
    });
    expect(searchCities).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await flush();
    expect(searchCities).toHaveBeenCalledTimes(1);
    expect(searchCities).toHaveBeenCalledWith("Nice", "en");
    const options = within(screen.getByRole("listbox", { name: "Towns" })).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Nice, Alpes-Maritimes, France",
      "Nice, Texas, USA",
    ]);
    fireEvent.keyDown(town, { key: "ArrowDown" });
    fireEvent.keyDown(town, { key: "ArrowUp" });
    fireEvent.keyDown(town, { key: "Enter" });
    expect((town as HTMLInputElement).value).toBe("Nice, Alpes-Maritimes, France");
    fireEvent.change(approach.getByLabelText("Approach price per km"), { target: { value: "1.5" } });
    fireEvent.change(approach.getByLabelText("Free approach distance"), { target: { value: "15" } });
    await save();
    expect(vi.mocked(client.saveSettings).mock.calls[0]?.[0]).toMatchObject({
      checkboxHomeCity: true,
      homeCityName: "Nice, Alpes-Maritimes, France",
      homeCityLat: 43.7,
      homeCityLng: 7.27,
      homeCityPrice: 1.5,
      homeCityDistance: 15,
    });
  });

  it("says the home town was not found when it was typed but not picked", async () => {
    const { client } = renderForm(fakeSettingsClient(), {
      ...SETTINGS,
      checkboxHomeCity: true,
      homeCityPrice: 1,
      homeCityDistance: 10,
    });
    await flush();
    fireEvent.change(screen.getByRole("combobox", { name: "Home town" }), { target: { value: "Atlantis" } });
    await save();
    expect(client.saveSettings).not.toHaveBeenCalled();
    expect(shownNotices()).toContain(
      "warning Home town not found: Pick your home town from the suggestions.",
    );
    expect(screen.getByText("Home town not found: pick it from the suggestions.")).toBeTruthy();
  });

  it("warns about a narrow module, and a short one only when the map is hidden", async () => {
    renderForm();
    await flush();
    fireEvent.change(screen.getByLabelText("Width"), { target: { value: "240" } });
    expect(screen.getByText("Under 250 px wide, the booking form is cramped and hard to use.")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Fixed height: the form scrolls inside, Book stays in sight"));
    fireEvent.change(screen.getByLabelText("Height in pixels"), { target: { value: "400" } });
    const short = "Under 450 px high with the map hidden, customers must scroll a lot inside the form.";
    expect(screen.queryByText(short)).toBeNull();
    fireEvent.click(screen.getByLabelText("Show the map"));
    expect(screen.getByText(short)).toBeTruthy();
    // The map panel goes with the map.
    expect(screen.queryByLabelText("Google Maps API key")).toBeNull();
    // An automatic height is never short.
    fireEvent.click(screen.getByLabelText("Automatic: as tall as its content, the page scrolls"));
    expect(screen.queryByText(short)).toBeNull();
  });

  it("tells the owner to check the prices after the length unit changes", async () => {
    renderForm();
    await flush();
    fireEvent.change(screen.getByLabelText("Length unit"), { target: { value: "MILE" } });
    await save();
    expect(shownNotices()).toContain(
      "warning Length unit changed: Distances and prices per distance are now in miles: check your vehicles' prices.",
    );
  });

  it("says the prices keep their amounts after the currency changes", async () => {
    renderForm();
    await flush();
    expect(
      screen.getByText("Changing it does not convert your prices: the amounts stay as entered."),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Currency"), { target: { value: "GBP" } });
    await save();
    expect(shownNotices()).toContain(
      "warning Currency changed: Your prices are now in GBP, with the same amounts: check your vehicles, packages, options and surcharges.",
    );
  });

  it("opens the Google APIs dialog when the server reports GOOGLE_API_DISABLED", async () => {
    const saveSettings = vi.fn(async () => {
      throw new ApiError("GOOGLE_API_DISABLED", 400, "disabled");
    });
    renderForm(fakeSettingsClient({ saveSettings }));
    await flush();
    fireEvent.change(screen.getByLabelText("Google Maps API key"), { target: { value: "AIza-test-key" } });
    await save();
    const dialog = screen.getByRole("dialog", { name: "Enable the Google Maps APIs" });
    for (const api of ["Maps JavaScript API", "Directions API", "Places API", "Places API (New)"]) {
      expect(within(dialog).getByText(api)).toBeTruthy();
    }
    expect(within(dialog).getByText("AIza-test-key")).toBeTruthy();
    expect(shownNotices()).toContain(
      "warning Maps service disabled: Enable the Google Maps APIs for your key.",
    );
  });

  it("asks to check the key on GOOGLE_API_WARNING", async () => {
    const saveSettings = vi.fn(async () => {
      throw new ApiError("GOOGLE_API_WARNING", 400, "check");
    });
    renderForm(fakeSettingsClient({ saveSettings }));
    await flush();
    await save();
    expect(screen.getByRole("dialog", { name: "Check your Google Maps key" })).toBeTruthy();
  });

  it("refuses an image of 1 MB or more before sending it, and uploads a smaller one", async () => {
    const { client } = renderForm();
    await flush();
    const input = screen.getByLabelText("Choose an image");
    const big = new File([new Uint8Array(1_200_000)], "big.png", { type: "image/png" });
    await act(async () => {
      fireEvent.change(input, { target: { files: [big] } });
    });
    expect(client.uploadImage).not.toHaveBeenCalled();
    expect(shownNotices()).toContain("warning File too large: The file cannot exceed 1MB.");

    const small = new File([new Uint8Array(2000)], "logo.png", { type: "image/png" });
    await act(async () => {
      fireEvent.change(input, { target: { files: [small] } });
    });
    await flush();
    expect(client.uploadImage).toHaveBeenCalledWith(small);
    expect(screen.getByRole("img", { name: "The current image of your booking form" })).toBeTruthy();
  });

  it("explains self-hosted mode when the server has no card payments", async () => {
    const notFound = () => Promise.reject(new ApiError("NOT_FOUND", 404, "No route"));
    renderForm(fakeSettingsClient({ getCardAccount: vi.fn(notFound), getCardAccountLink: vi.fn(notFound) }));
    await flush();
    expect(screen.getByTestId("card-account-status").textContent).toBe("Not available on this server");
    expect(screen.getByText(/not configured on this server \(self-hosted mode\)/)).toBeTruthy();
    expect((screen.getByLabelText("Online payment by card") as HTMLInputElement).disabled).toBe(true);
    // Nothing to connect: the button is off and points at the explanation.
    const connect = screen.getByRole("button", { name: "Connect a card account" }) as HTMLButtonElement;
    expect(connect.disabled).toBe(true);
    expect(connect.getAttribute("aria-describedby")).toBe("card-payments-unavailable");
    expect(document.getElementById("card-payments-unavailable")?.textContent).toMatch(/STRIPE_SECRET_KEY/);
  });

  it('warns "Wrong Stripe Account ID" when the server refuses the owner\'s account', async () => {
    const invalid = () => Promise.reject(new ApiError("STRIPE_ACCOUNT_INVALID", 409, "No such account"));
    renderForm(fakeSettingsClient({ getCardAccountLink: vi.fn(invalid) }));
    await flush();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Connect a card account" }));
    });
    await flush();
    expect(screen.getByText("Wrong Stripe Account ID")).toBeTruthy();
  });

  it("speaks French", async () => {
    renderForm(fakeSettingsClient(), SETTINGS, "fr");
    await flush();
    expect(screen.getByRole("heading", { name: "Paramètres" })).toBeTruthy();
    expect(screen.getByLabelText("Paiement au chauffeur")).toBeTruthy();
  });
});
