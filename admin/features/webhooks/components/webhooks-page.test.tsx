// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { WebhookDelivery, WebhookEndpoint } from "../../../../src/contract/webhooks.js";
import { flush, renderAdmin } from "../../../../tests/kits/admin/render-admin.js";
import type { WebhooksApi } from "../api.js";
import { WebhooksPage } from "./webhooks-page.js";

const ENDPOINT: WebhookEndpoint = {
  id: 7,
  url: "https://hooks.example/in",
  description: "Accounting",
  events: ["booking.created"],
  enabled: false,
  disabledReason: "FAILING",
  consecutiveFailures: 8,
  createdAt: "2027-01-01T10:00:00.000Z",
};

const REFUSED: WebhookDelivery = {
  id: 31,
  eventId: "evt_aaaaaaaaaaaaaaaaaaaaaaaa",
  eventType: "booking.created",
  bookingId: 4,
  status: "FAILED",
  attempts: 8,
  createdAt: "2027-01-01T10:00:00.000Z",
  lastAttemptAt: "2027-01-02T17:35:05.000Z",
  nextAttemptAt: null,
  responseStatus: null,
  durationMs: 3,
  error: "Refused: hooks.example resolves to 10.0.0.5: the address 10.0.0.5 is private, not a public address",
};

function client() {
  const created = {
    endpoint: { ...ENDPOINT, id: 8, enabled: true, disabledReason: null },
    secret: "whsec_new",
  };
  return {
    list: vi.fn(async () => ({ endpoints: [ENDPOINT] })),
    create: vi.fn(async () => created),
    update: vi.fn(async () => ENDPOINT),
    remove: vi.fn(async () => ({ deleted: true as const })),
    rotateSecret: vi.fn(async () => ({ endpoint: ENDPOINT, secret: "whsec_rotated" })),
    deliveries: vi.fn(async () => ({ deliveries: [REFUSED] })),
    ping: vi.fn(async () => REFUSED),
    resend: vi.fn(async () => REFUSED),
  } satisfies WebhooksApi;
}

describe("Webhooks page", () => {
  it("shows each endpoint's state and deliveries, the refusal reason included, and resends one", async () => {
    const api = client();
    renderAdmin(<WebhooksPage client={api} />);
    await flush();
    expect(screen.getByRole("heading", { name: "https://hooks.example/in" })).toBeTruthy();
    expect(screen.getByText("Off: turned off after failing for a day")).toBeTruthy();
    expect(screen.getByText(REFUSED.error ?? "")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Resend" }));
    await flush();
    expect(api.resend).toHaveBeenCalledWith(7, 31);
    expect(screen.getByText("Queued again with the same event id.")).toBeTruthy();
  });

  it("adds an endpoint with the events ticked and shows its secret once; a rotation shows the new one", async () => {
    const api = client();
    renderAdmin(<WebhooksPage client={api} />);
    await flush();
    fireEvent.change(screen.getAllByLabelText("Address (https://…)")[0] as HTMLElement, {
      target: { value: "https://hooks.example/new" },
    });
    fireEvent.click(screen.getAllByRole("checkbox", { name: /payment\.succeeded/ })[0] as HTMLElement);
    fireEvent.click(screen.getByRole("button", { name: "Add the endpoint" }));
    await flush();
    expect(api.create).toHaveBeenCalledWith({
      url: "https://hooks.example/new",
      description: "",
      events: ["booking.created", "payment.succeeded"],
      enabled: true,
    });
    expect(screen.getByText("whsec_new")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "I have copied it" }));
    expect(screen.queryByText("whsec_new")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Rotate the secret" }));
    await flush();
    expect(screen.getByText("whsec_rotated")).toBeTruthy();
  });

  it("says a deletion on the page once the card is gone, and keeps the focus on the page", async () => {
    const api = client();
    api.list.mockResolvedValueOnce({ endpoints: [ENDPOINT] }).mockResolvedValue({ endpoints: [] });
    renderAdmin(<WebhooksPage client={api} />);
    await flush();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this endpoint?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await flush();
    expect(api.remove).toHaveBeenCalledWith(7);
    expect(screen.queryByRole("heading", { name: "https://hooks.example/in" })).toBeNull();
    expect(screen.getByText("Endpoint deleted.").getAttribute("role")).toBe("status");
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Webhooks", level: 1 }));
  });
});
