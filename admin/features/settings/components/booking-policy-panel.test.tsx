import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../src/client/index.js";
import type { BookingPolicy } from "../../../../src/contract/booking-policy.js";
import { flush, renderAdmin, shownNotices } from "../../../../tests/kits/admin/render-admin.js";
import { type BookingPolicyApi, BookingPolicyPanel } from "./booking-policy-panel.js";

const DEFAULTS: BookingPolicy = {
  autoConfirm: false,
  autoAcceptChanges: false,
  chargeChangesOnline: false,
  cancellationFreeHours: 24,
  cancellationLate: "REFUSED",
  cancellationFee: 0,
};

/** The server's side of the panel: answers what it was given, saved as sent. */
function fakeClient(policy: BookingPolicy = DEFAULTS): BookingPolicyApi {
  return {
    getBookingPolicy: vi.fn(async () => policy),
    saveBookingPolicy: vi.fn(async (input) => input),
  };
}

async function save(name = "Save the cancellation policy") {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
  await flush();
}

describe("BookingPolicyPanel", () => {
  it("shows the stored policy, then saves a percentage fee and automatic confirmation", async () => {
    const client = fakeClient();
    renderAdmin(<BookingPolicyPanel client={client} currency="EUR" />, "en");
    await flush();
    expect((screen.getByLabelText("Free cancellation until") as HTMLInputElement).value).toBe("24");
    const refused = screen.getByLabelText(
      "Is not possible online: the customer contacts you",
    ) as HTMLInputElement;
    expect(refused.checked).toBe(true);
    // No fee to type while late cancellations are refused.
    expect(screen.queryByLabelText("Fee (percentage)")).toBeNull();
    expect((screen.getByLabelText("Confirm bookings automatically") as HTMLInputElement).checked).toBe(false);

    fireEvent.change(screen.getByLabelText("Free cancellation until"), { target: { value: "48" } });
    fireEvent.click(screen.getByLabelText("Costs a percentage of the price"));
    fireEvent.change(screen.getByLabelText("Fee (percentage)"), { target: { value: "20" } });
    fireEvent.click(screen.getByLabelText("Confirm bookings automatically"));
    fireEvent.click(screen.getByLabelText("Accept customers’ changes automatically"));
    fireEvent.click(screen.getByLabelText("Charge a higher price after a change to the card"));
    await save();
    expect(client.saveBookingPolicy).toHaveBeenCalledWith({
      autoConfirm: true,
      autoAcceptChanges: true,
      chargeChangesOnline: true,
      cancellationFreeHours: 48,
      cancellationLate: "PERCENTAGE",
      cancellationFee: 20,
    });
    expect(shownNotices()).toContain("success Success: Changes saved.");
  });

  it("saves a fixed fee in the module's currency", async () => {
    const client = fakeClient({ ...DEFAULTS, cancellationLate: "FIXED", cancellationFee: 15 });
    renderAdmin(<BookingPolicyPanel client={client} currency="GBP" />, "en");
    await flush();
    expect(screen.getByLabelText("Costs a fixed fee in GBP")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Fee (amount)"), { target: { value: "12.5" } });
    await save();
    expect(client.saveBookingPolicy).toHaveBeenCalledWith({
      ...DEFAULTS,
      cancellationLate: "FIXED",
      cancellationFee: 12.5,
    });
  });

  it("keeps a percentage above 100 or hours out of range from the server, and focuses the first", async () => {
    const client = fakeClient({ ...DEFAULTS, cancellationLate: "PERCENTAGE", cancellationFee: 10 });
    renderAdmin(<BookingPolicyPanel client={client} currency="EUR" />, "en");
    await flush();
    fireEvent.change(screen.getByLabelText("Free cancellation until"), { target: { value: "721" } });
    fireEvent.change(screen.getByLabelText("Fee (percentage)"), { target: { value: "120" } });
    await save();
    expect(client.saveBookingPolicy).not.toHaveBeenCalled();
    expect(screen.getByText("Enter whole hours from 0 to 720.")).toBeTruthy();
    expect(screen.getByText("Enter a whole percentage from 0 to 100.")).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText("Free cancellation until")),
    );
  });

  it("shows the API's 400 on its field and focuses it", async () => {
    const client = fakeClient({ ...DEFAULTS, cancellationLate: "FIXED", cancellationFee: 15 });
    vi.mocked(client.saveBookingPolicy).mockRejectedValueOnce(
      new ApiError("VALIDATION_ERROR", 400, "The request is not valid", [
        { path: "body.cancellationFee", code: "too_big", message: "Too big" },
      ]),
    );
    renderAdmin(<BookingPolicyPanel client={client} currency="EUR" />, "en");
    await flush();
    await save();
    const fee = screen.getByLabelText("Fee (amount)");
    expect(fee.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter an amount from 0 to 1,000,000.")).toBeTruthy();
    expect(shownNotices()).toContain("warning Check the form: Some values need your attention.");
    await waitFor(() => expect(document.activeElement).toBe(fee));
  });

  it("says when the policy cannot be loaded", async () => {
    const client = fakeClient();
    vi.mocked(client.getBookingPolicy).mockRejectedValueOnce(new ApiError("NETWORK_ERROR", 0, "offline"));
    renderAdmin(<BookingPolicyPanel client={client} currency="EUR" />, "en");
    await flush();
    expect(
      screen
        .getByText("The cancellation and confirmation settings could not be loaded.")
        .getAttribute("role"),
    ).toBe("alert");
  });

  const LABELS = {
    fr: {
      title: "Annulation et confirmation",
      hours: "Annulation gratuite jusqu’à",
      percentage: "Coûte un pourcentage du prix",
      fixed: "Coûte des frais fixes en EUR",
      refused: "N’est pas possible en ligne : le client vous contacte",
      confirm: "Confirmer les réservations automatiquement",
      save: "Enregistrer la politique d’annulation",
    },
    en: {
      title: "Cancellation and confirmation",
      hours: "Free cancellation until",
      percentage: "Costs a percentage of the price",
      fixed: "Costs a fixed fee in EUR",
      refused: "Is not possible online: the customer contacts you",
      confirm: "Confirm bookings automatically",
      save: "Save the cancellation policy",
    },
    es: {
      title: "Cancelación y confirmación",
      hours: "Cancelación gratuita hasta",
      percentage: "Cuesta un porcentaje del precio",
      fixed: "Cuesta un cargo fijo en EUR",
      refused: "No es posible en línea: el cliente le contacta",
      confirm: "Confirmar las reservas automáticamente",
      save: "Guardar la política de cancelación",
    },
  } as const;
  for (const locale of ["fr", "en", "es"] as const) {
    it(`${locale}: every label in the admin's language`, async () => {
      const words = LABELS[locale];
      renderAdmin(<BookingPolicyPanel client={fakeClient()} currency="EUR" />, locale);
      await flush();
      expect(screen.getByRole("heading", { name: words.title })).toBeTruthy();
      for (const label of [words.hours, words.percentage, words.fixed, words.refused, words.confirm]) {
        expect(screen.getByLabelText(label)).toBeTruthy();
      }
      expect(screen.getByRole("button", { name: words.save })).toBeTruthy();
    });
  }
});
