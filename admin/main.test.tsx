// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.mock("./lib/api.js", () => ({ api: {} }));

describe("admin entry", () => {
  it("activates the interface language, then renders the first page with its title", async () => {
    localStorage.setItem("cb.language", "es");
    document.body.innerHTML = '<div id="root"></div>';
    await import("./main.js");
    expect(await screen.findByRole("heading", { name: "Iniciar sesión" }, { timeout: 5000 })).toBeTruthy();
    expect(document.documentElement.lang).toBe("es");
    await vi.waitFor(() => expect(document.title).toBe("Iniciar sesión · Chauffeur Booking"));
    expect(window.location.pathname).toBe("/auth/sign-in");
  });
});
