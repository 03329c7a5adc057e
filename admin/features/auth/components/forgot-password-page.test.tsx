// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { flush, renderAdmin, shownNotices } from "../../../../tests/kits/admin/render-admin.js";
import { ForgotPasswordPage } from "./forgot-password-page.js";

const forgotPassword = vi.fn(async (_email: string) => undefined);
vi.mock("../api.js", () => ({ forgotPassword: (email: string) => forgotPassword(email) }));

describe("ForgotPasswordPage", () => {
  it("says what the request did, not that an e-mail was sent", async () => {
    renderAdmin(
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: " owner@example.com " } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send the reset link" }));
    });
    await flush();
    expect(forgotPassword).toHaveBeenCalledWith("owner@example.com");
    expect(shownNotices()).toEqual([
      "success Request received: If owner@example.com is the address of an account, we have just sent it a link to choose a new password, valid for one hour. Otherwise no e-mail is sent. Nothing after a few minutes? Check your spam folder and the address.",
    ]);
  });
});
