// @vitest-environment happy-dom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages as en } from "../../../../locales/en/admin.js";
import { messages as fr } from "../../../../locales/fr/admin.js";
import { ApiError } from "../../../../src/client/index.js";
import type { SignInRequest, SignInResponse } from "../../../../src/contract/auth.js";
import { Notifications } from "../../../components/ui/notifications.js";
import { noticesStore } from "../../../components/ui/notifications-store.js";
import { SignInForm } from "./sign-in-form.js";

const SESSION: SignInResponse = {
  accessToken: "token",
  email: "owner@example.com",
  name: "Owner",
  phone: "",
};

function renderForm(signIn: (payload: SignInRequest) => Promise<SignInResponse>, locale = "en") {
  const i18n = setupI18n({ locale, messages: { en, fr } });
  const onSignedIn = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <SignInForm signIn={signIn} onSignedIn={onSignedIn} />
      </MemoryRouter>
      <Notifications />
    </I18nProvider>,
  );
  return { onSignedIn };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  noticesStore.setState({ notices: [] });
});

describe("SignInForm", () => {
  it("explains a bad e-mail and a missing password without calling the server", async () => {
    const signIn = vi.fn<(payload: SignInRequest) => Promise<SignInResponse>>();
    renderForm(signIn);
    type("E-mail", "not-an-email");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(signIn).not.toHaveBeenCalled();
  });

  it("sends e-mail, password and remember-me, then hands over the session", async () => {
    const signIn = vi.fn(async (_payload: SignInRequest) => SESSION);
    const { onSignedIn } = renderForm(signIn);
    type("E-mail", " owner@example.com ");
    type("Password", "secret password");
    fireEvent.click(screen.getByLabelText("Remember me"));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    });
    expect(signIn).toHaveBeenCalledWith({
      email: "owner@example.com",
      password: "secret password",
      rememberMe: true,
    });
    expect(onSignedIn).toHaveBeenCalledWith(SESSION, true);
  });

  it("warns that the e-mail or password is incorrect on a 401", async () => {
    const signIn = vi.fn(async () => {
      throw new ApiError("INVALID_CREDENTIALS", 401, "no");
    });
    const { onSignedIn } = renderForm(signIn);
    type("E-mail", "owner@example.com");
    type("Password", "wrong");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    });
    const alert = screen
      .getAllByRole("alert")
      .find((region) => region.textContent?.includes("Unable to connect"));
    expect(alert?.textContent).toContain("The email address or password is incorrect.");
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("speaks French", () => {
    renderForm(vi.fn(), "fr");
    expect(screen.getByRole("button", { name: "Se connecter" })).toBeTruthy();
    expect(screen.getByLabelText("Mot de passe")).toBeTruthy();
  });
});
