// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.mock("./lib/api.js", () => ({ api: {} }));

describe("admin entry", () => {
  it("activates the interface language, then renders the first page with its title", async () => {
    localStorage.setItem("cb.language", "es");
    // Sign-in is the server's page (admin/sign-in); the not-found page is in the entry too.
    window.history.replaceState(null, "", "/error/404");
    document.body.innerHTML = '<div id="root"></div>';
    await import("./main.js");
    expect(
      await screen.findByRole("heading", { name: "Página no encontrada" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe("es");
    await vi.waitFor(() => expect(document.title).toBe("Página no encontrada · Chauffeur Booking"));
    expect(window.location.pathname).toBe("/error/404");
    // A choice stored before the language cookie existed is handed to the server.
    expect(document.cookie).toContain("cb.language=es");
  });
});
