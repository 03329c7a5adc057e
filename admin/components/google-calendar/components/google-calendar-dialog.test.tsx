// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { GoogleCalendarInfo } from "../../../../src/contract/google-calendar.js";
import { flush, renderAdmin, shownNotices } from "../../../../tests/kits/admin/render-admin.js";
import type { GoogleCalendarApi } from "../api.js";
import { useGoogleCalendar } from "../use-google-calendar.js";
import { GoogleCalendarBanner, GoogleCalendarButton } from "./google-calendar-button.js";

const CONSENT = "https://accounts.example/o/oauth2/v2/auth?state=abc";

function info(overrides: Partial<GoogleCalendarInfo> = {}): GoogleCalendarInfo {
  return {
    state: "not_connected",
    calendarName: "",
    lastSyncAt: null,
    lastError: null,
    pending: 0,
    blockBusyTimes: true,
    ...overrides,
  };
}

function fakeApi(initial: GoogleCalendarInfo) {
  return {
    info: vi.fn(async () => initial),
    link: vi.fn(async () => CONSENT),
    setBusyTimes: vi.fn(async (blockBusyTimes: boolean) => ({ ...initial, blockBusyTimes })),
    disconnect: vi.fn(async () => info()),
  };
}

function Page({ api }: { api: GoogleCalendarApi }) {
  const calendar = useGoogleCalendar(api);
  return (
    <>
      <GoogleCalendarButton calendar={calendar} api={api} />
      <GoogleCalendarBanner info={calendar.info} />
    </>
  );
}

async function open(api: ReturnType<typeof fakeApi>, locale: "en" | "fr" | "es" = "en") {
  renderAdmin(<Page api={api as unknown as GoogleCalendarApi} />, locale);
  await flush();
  fireEvent.click(screen.getByRole("button", { name: /Google/ }));
  await flush();
}

describe("Google Calendar dialog", () => {
  it("not connected: the information list and Connect, a link to Google's page in a new tab", async () => {
    const api = fakeApi(info());
    await open(api);
    expect(screen.getAllByRole("listitem").length).toBeGreaterThanOrEqual(4);
    const connect = screen.getByRole("link", { name: "Connect" });
    expect(connect.getAttribute("href")).toBe(CONSENT);
    expect(connect.getAttribute("target")).toBe("_blank");
    expect(connect.getAttribute("rel")).toContain("noopener");
    expect(api.link).toHaveBeenCalledTimes(1);
    // The alternative without Google.
    expect(screen.getByText(/My account → Calendar feed/)).toBeTruthy();
  });

  it("in French and Spanish, the setup steps and the calendar feed are translated", async () => {
    await open(fakeApi(info({ state: "disabled" })), "fr");
    expect(screen.getByText(/Mon compte → Agenda en ligne/)).toBeTruthy();
    expect(screen.getByText(/URI de redirection autorisé/)).toBeTruthy();
    cleanup();
    await open(fakeApi(info({ state: "disabled" })), "es");
    expect(screen.getByText(/Mi cuenta → Calendario en línea/)).toBeTruthy();
    expect(screen.getByText(/URI de redirección autorizado/)).toBeTruthy();
  });

  it("connected: calendar, last sync, errors; the busy-times setting; Disconnect returns to not connected", async () => {
    const api = fakeApi(
      info({
        state: "connected",
        calendarName: "owner@example.com",
        lastSyncAt: "2026-11-25T10:00:00.000Z",
        lastError: "backendError",
      }),
    );
    await open(api);
    expect(screen.getByText("owner@example.com")).toBeTruthy();
    expect(screen.getByText("backendError")).toBeTruthy();
    expect(api.link).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("checkbox"));
    await flush();
    expect(api.setBusyTimes).toHaveBeenCalledWith(false);
    fireEvent.click(screen.getByRole("button", { name: "Disconnect" }));
    await flush();
    expect(api.disconnect).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Connect" })).toBeTruthy();
  });

  it("needs reconnecting: the banner on the page and Reconnect in the dialog, in French", async () => {
    const api = fakeApi(info({ state: "needs_reconnect", calendarName: "owner@example.com" }));
    await open(api, "fr");
    expect(screen.getAllByRole("alert").some((alert) => alert.textContent?.includes("reconnect"))).toBe(true);
    expect(screen.getByRole("link", { name: "Reconnecter" }).getAttribute("href")).toBe(CONSENT);
  });

  it("not set up on the server: what to set, the redirect URL, the feed instead; no link to follow", async () => {
    const api = fakeApi(info({ state: "disabled" }));
    await open(api);
    expect(screen.getByText("Google Calendar sync is not set up on this server.")).toBeTruthy();
    // A self-hosted owner is the operator: the variables to set and the exact redirect URI.
    expect(
      screen.getByText(/GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_TOKEN_ENCRYPTION_KEY/),
    ).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/api/google-calendar/callback`).tagName).toBe("CODE");
    expect(screen.getByText(/docs\/operations\.md/)).toBeTruthy();
    expect(screen.getByText(/My account → Calendar feed/)).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
    expect(api.link).not.toHaveBeenCalled();
    expect(shownNotices()).toEqual([]);
  });
});
