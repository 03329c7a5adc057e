// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { flush, renderAdmin } from "../../../../tests/kits/admin/render-admin.js";
import { sessionStore } from "../../../lib/session-store.js";
import { AccountButton } from "./layout-actions.js";

const SESSION = { accessToken: "token", email: "owner@example.com", name: "Riviera", phone: "" };
const FIRST = "https://cabs.example/api/calendar/first-token.ics";
const SECOND = "https://cabs.example/api/calendar/second-token.ics";
const address = (url: string) => ({
  url,
  webcalUrl: url.replace("https:", "webcal:"),
  createdAt: "2026-11-25T10:00:00.000Z",
});

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStore.getState().signIn(SESSION);
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(() => sessionStore.getState().signOut());

function clientWith(
  overrides: Partial<Record<"getCalendarFeed" | "regenerateCalendarFeed", () => Promise<unknown>>> = {},
) {
  return {
    updateProfile: vi.fn(),
    getCalendarFeed: vi.fn(async () => address(FIRST)),
    regenerateCalendarFeed: vi.fn(async () => address(SECOND)),
    ...overrides,
  } as never as Parameters<typeof AccountButton>[0]["client"] & {
    getCalendarFeed: ReturnType<typeof vi.fn>;
    regenerateCalendarFeed: ReturnType<typeof vi.fn>;
  };
}

async function openAccount(client: ReturnType<typeof clientWith>, locale: "en" | "fr" | "es" = "en") {
  renderAdmin(<AccountButton client={client} />, locale);
  fireEvent.click(screen.getByRole("button", { name: locale === "fr" ? "Mon compte" : "My account" }));
  await flush();
}

describe("the calendar feed in My account", () => {
  it("shows the address in a labelled field, with a webcal: link, and copies it", async () => {
    await openAccount(clientWith());
    const section = screen.getByRole("region", { name: "Calendar feed" });
    const field = within(section).getByLabelText("Calendar address") as HTMLInputElement;
    expect(field.value).toBe(FIRST);
    expect(field.readOnly).toBe(true);
    expect(within(section).getByRole("link", { name: "Open in my calendar app" }).getAttribute("href")).toBe(
      "webcal://cabs.example/api/calendar/first-token.ics",
    );
    await act(async () => {
      fireEvent.click(within(section).getByRole("button", { name: "Copy the address" }));
    });
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(within(section).getByRole("status").textContent).toBe("Address copied.");
  });

  it("regenerates only after confirmation, then shows and announces the new address", async () => {
    const client = clientWith();
    await openAccount(client);
    const section = screen.getByRole("region", { name: "Calendar feed" });
    fireEvent.click(within(section).getByRole("button", { name: "Make a new address" }));
    await flush();
    let dialog = screen.getByRole("dialog", { name: "Make a new calendar address?" });
    expect(dialog.textContent).toContain("stops working at once");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await flush();
    expect(client.regenerateCalendarFeed).not.toHaveBeenCalled();
    expect((within(section).getByLabelText("Calendar address") as HTMLInputElement).value).toBe(FIRST);

    fireEvent.click(within(section).getByRole("button", { name: "Make a new address" }));
    await flush();
    dialog = screen.getByRole("dialog", { name: "Make a new calendar address?" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Make a new address" }));
    });
    await flush();
    expect(client.regenerateCalendarFeed).toHaveBeenCalledTimes(1);
    const field = within(section).getByLabelText("Calendar address") as HTMLInputElement;
    expect(field.value).toBe(SECOND);
    // The focus comes back to the address, which is what changed.
    expect(document.activeElement).toBe(field);
    expect(within(section).getByRole("status").textContent).toBe(
      "New address made: the previous one no longer works.",
    );
    expect(screen.queryByRole("dialog", { name: "Make a new calendar address?" })).toBeNull();
  });

  it("says so when the address cannot be loaded", async () => {
    await openAccount(
      clientWith({ getCalendarFeed: vi.fn(async () => Promise.reject(new Error("offline"))) }),
    );
    const section = screen.getByRole("region", { name: "Calendar feed" });
    expect(within(section).getByRole("alert").textContent).toBe("The calendar address could not be loaded.");
    expect(within(section).queryByLabelText("Calendar address")).toBeNull();
  });

  it("is translated", async () => {
    await openAccount(clientWith(), "fr");
    expect(screen.getByRole("region", { name: "Agenda en ligne" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copier l’adresse" })).toBeTruthy();
  });
});
