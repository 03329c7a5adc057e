// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../src/client/index.js";
import type { ProfileUpdateRequest } from "../../../../src/contract/auth.js";
import { flush, renderAdmin, shownNotices } from "../../../../tests/kits/admin/render-admin.js";
import { sessionStore } from "../../../lib/session-store.js";
import { AccountButton } from "./layout-actions.js";

const SESSION = { accessToken: "token", email: "owner@example.com", name: "Riviera", phone: "0600000000" };

beforeEach(() => sessionStore.getState().signIn(SESSION));
afterEach(() => sessionStore.getState().signOut());

function openAccount(
  updateProfile: (payload: ProfileUpdateRequest) => Promise<{ email: string; name: string; phone: string }>,
) {
  renderAdmin(<AccountButton client={{ updateProfile }} />);
  const opener = screen.getByRole("button", { name: "My account" });
  opener.focus(); // as a real click does
  fireEvent.click(opener);
  return screen.getByRole("dialog", { name: "My account" });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
  });
  await flush();
}

describe("My account dialog", () => {
  it("shows the account, with the e-mail read-only", () => {
    openAccount(vi.fn());
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).value).toBe("owner@example.com");
    expect((screen.getByLabelText("Account name") as HTMLInputElement).value).toBe("Riviera");
    // The first field the owner can change has the focus, not the read-only e-mail.
    expect(document.activeElement).toBe(screen.getByLabelText("Account name"));
    // Not the company name customers see: the hint says where that one is.
    expect(screen.getByText(/Your customers see the company name of the Settings page/)).toBeTruthy();
  });

  it("requires the account name and the current password, and a new password of 8 or more", async () => {
    const updateProfile = vi.fn();
    openAccount(updateProfile);
    fireEvent.change(screen.getByLabelText("Account name"), { target: { value: "  " } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "short" } });
    await submit();
    expect(screen.getByText("Enter a name for your account.")).toBeTruthy();
    expect(screen.getByText("The password must have at least 8 characters.")).toBeTruthy();
    expect(screen.getByText("Enter your current password.")).toBeTruthy();
    expect(screen.getByLabelText("Current password").getAttribute("aria-invalid")).toBe("true");
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it("says 'Wrong current password' and stays signed in and open", async () => {
    const updateProfile = vi.fn(async () => {
      throw new ApiError("WRONG_CURRENT_PASSWORD", 401, "wrong");
    });
    const dialog = openAccount(updateProfile);
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "typo" } });
    await submit();
    expect(updateProfile).toHaveBeenCalledWith({
      companyName: "Riviera",
      phone: "0600000000",
      currentPassword: "typo",
    });
    expect(shownNotices()).toContain("warning Wrong current password: Your changes were not saved.");
    expect(dialog.textContent).toContain("Wrong current password");
    expect(screen.getByRole("dialog", { name: "My account" })).toBeTruthy();
    expect(sessionStore.getState().accessToken).toBe("token");
  });

  it("saves, keeps the new name and phone in the session and closes", async () => {
    const updateProfile = vi.fn(async (payload: ProfileUpdateRequest) => ({
      email: "owner@example.com",
      name: payload.companyName,
      phone: payload.phone ?? "",
    }));
    openAccount(updateProfile);
    fireEvent.change(screen.getByLabelText("Account name"), { target: { value: "Riviera Cars" } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "a longer secret" } });
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "old secret" } });
    await submit();
    expect(updateProfile).toHaveBeenCalledWith({
      companyName: "Riviera Cars",
      phone: "0600000000",
      newPassword: "a longer secret",
      currentPassword: "old secret",
    });
    expect(sessionStore.getState()).toMatchObject({ name: "Riviera Cars", accessToken: "token" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "My account" }));
  });
});
