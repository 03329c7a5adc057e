// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ApiKeySummary, CreatedApiKey } from "../../../../src/contract/api-keys.js";
import { flush, renderAdmin } from "../../../../tests/kits/admin/render-admin.js";
import { ApiKeysSection } from "./api-keys-section.js";

const NOW = "2026-11-25T10:00:00.000Z";
const KEY = `cbk_live_0123456789ab_${"k".repeat(43)}`;

function fakeClient() {
  const keys: ApiKeySummary[] = [
    {
      id: 1,
      name: "Accounting",
      scopes: ["bookings:read"],
      prefix: "cbk_live_aaaaaaaaaaaa",
      createdAt: NOW,
      lastUsedAt: null,
    },
  ];
  return {
    keys,
    listApiKeys: vi.fn(async () => [...keys]),
    createApiKey: vi.fn(async (request: { name: string; scopes: ApiKeySummary["scopes"] }) => {
      const created: CreatedApiKey = {
        id: 2,
        ...request,
        prefix: "cbk_live_0123456789ab",
        createdAt: NOW,
        lastUsedAt: null,
        key: KEY,
      };
      const { key: _key, ...summary } = created;
      keys.unshift(summary);
      return created;
    }),
    revokeApiKey: vi.fn(async (id: number) => {
      keys.splice(
        keys.findIndex((key) => key.id === id),
        1,
      );
    }),
  };
}

describe("API keys in My account", () => {
  it("lists keys with their scopes and visible start, never more", async () => {
    renderAdmin(<ApiKeysSection client={fakeClient()} />);
    await flush();
    const list = screen.getByTestId("api-key-list");
    expect(within(list).getByText("Accounting")).toBeTruthy();
    expect(within(list).getByText("cbk_live_aaaaaaaaaaaa…")).toBeTruthy();
    expect(within(list).getByText("Read bookings")).toBeTruthy();
    expect(within(list).getByText("Never used")).toBeTruthy();
  });

  it("asks for a name and a permission, then shows the new key once with a copy button", async () => {
    const client = fakeClient();
    renderAdmin(<ApiKeysSection client={client} />);
    await flush();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Create the key" }));
    });
    expect(screen.getByText("Give the key a name.")).toBeTruthy();
    expect(screen.getByText("Tick at least one permission.")).toBeTruthy();
    expect(client.createApiKey).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Key name/), { target: { value: "CRM" } });
    fireEvent.click(screen.getByLabelText("Read the catalogue"));
    fireEvent.click(screen.getByLabelText("Write bookings"));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Create the key" }));
    });
    await flush();
    expect(client.createApiKey).toHaveBeenCalledWith({
      name: "CRM",
      scopes: ["catalogue:read", "bookings:write"],
    });
    expect(screen.getByText("Copy this key now: you won’t see it again.")).toBeTruthy();
    expect((screen.getByTestId("api-key-value") as HTMLInputElement).value).toBe(KEY);
    expect(screen.getByRole("button", { name: "Copy the key" })).toBeTruthy();
    // Once dismissed, the key is gone from the page; the list shows its start only.
    fireEvent.click(screen.getByRole("button", { name: "I have copied it" }));
    expect(screen.queryByTestId("api-key-value")).toBeNull();
    expect(document.body.textContent).not.toContain(KEY);
    expect(within(screen.getByTestId("api-key-list")).getByText("CRM")).toBeTruthy();
  });

  it("revokes a key after a confirmation", async () => {
    const client = fakeClient();
    renderAdmin(<ApiKeysSection client={client} />);
    await flush();
    fireEvent.click(screen.getByRole("button", { name: "Revoke “Accounting”" }));
    await flush();
    expect(screen.getByText("Revoke this API key?")).toBeTruthy();
    expect(client.revokeApiKey).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Revoke" }));
    });
    await flush();
    expect(client.revokeApiKey).toHaveBeenCalledWith(1);
    expect(screen.queryByText("Accounting", { selector: "strong" })).toBeNull();
    expect(screen.getByText("No API key yet.")).toBeTruthy();
  });
});
