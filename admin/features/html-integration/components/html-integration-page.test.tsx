// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ModuleConfig, ModuleConfigInput } from "../../../../src/contract/settings.js";
import { flush, renderAdmin, shownNotices } from "../../../../tests/kits/admin/render-admin.js";
import { HtmlIntegrationPage } from "./html-integration-page.js";

const CONFIG: ModuleConfig = {
  identifier: "demomodule",
  directUrl: "http://127.0.0.1:3000/riviera-chauffeurs",
  scriptUrl: "http://127.0.0.1:3000/widget/chauffeur-booking.js",
  moduleWidth: 600,
  moduleHeight: 0,
  iconColor: "80BDFF",
  buttonColor: "007BFF",
  checkboxMap: true,
};

const PREVIEW_URL = "http://127.0.0.1:3000/booking?id=preview&token=a.b.c";

/** A tab as window.open answers it: where it goes, and whether it was closed. */
function fakeTab() {
  return { location: { href: "" }, opener: {} as unknown, close: vi.fn() };
}

function client() {
  return {
    getModuleConfig: vi.fn(async () => CONFIG),
    saveModuleConfig: vi.fn(async (payload: ModuleConfigInput) => ({ ...CONFIG, ...payload })),
    getPreviewLink: vi.fn(async () => ({ url: PREVIEW_URL })),
  };
}

const preview = () => document.querySelector("chauffeur-booking") as HTMLElement;

beforeAll(() => {
  // Stands for the real widget script, which the e2e test loads.
  customElements.define("chauffeur-booking", class extends HTMLElement {});
});
afterEach(() => vi.unstubAllGlobals());

describe("HTML integration page", () => {
  it("gives the script tag and the element to paste, not an iframe, and copies it", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderAdmin(<HtmlIntegrationPage client={client()} />);
    await flush();
    const snippet = (screen.getByLabelText("HTML code") as HTMLTextAreaElement).value;
    expect(snippet).toBe(
      '<script src="http://127.0.0.1:3000/widget/chauffeur-booking.js" async></script>\n' +
        '<chauffeur-booking module="demomodule"></chauffeur-booking>',
    );
    expect(snippet).not.toContain("iframe");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy the code" }));
    });
    expect(writeText).toHaveBeenCalledWith(snippet);
    expect(shownNotices()).toContain("success Copied: Paste it into your page.");
    expect(screen.getByRole("link", { name: CONFIG.directUrl }).getAttribute("href")).toBe(CONFIG.directUrl);
  });

  it("shows the real widget element and applies colours and size as they change", async () => {
    renderAdmin(<HtmlIntegrationPage client={client()} />);
    await flush();
    expect(preview().getAttribute("module")).toBe("demomodule");
    expect(preview().style.getPropertyValue("--cb-button-color")).toBe("#007BFF");
    fireEvent.change(screen.getByLabelText("Button colour"), { target: { value: "#ffcc00" } });
    expect(preview().style.getPropertyValue("--cb-button-color")).toBe("#FFCC00");
    // A light button gets dark text, like the widget does.
    expect(preview().style.getPropertyValue("--cb-button-text-color")).toBe("#111827");
    fireEvent.change(screen.getByLabelText("Width"), { target: { value: "480" } });
    expect(preview().style.getPropertyValue("--cb-width")).toBe("480px");
  });

  it("warns about a small module and saves size, colours and map display", async () => {
    const api = client();
    renderAdmin(<HtmlIntegrationPage client={api} />);
    await flush();
    fireEvent.change(screen.getByLabelText("Width"), { target: { value: "200" } });
    // Automatic at first: no box for pixels until a fixed height is chosen.
    expect(screen.queryByLabelText("Height in pixels")).toBeNull();
    fireEvent.click(screen.getByLabelText("Fixed height: the form scrolls inside, Book stays in sight"));
    fireEvent.change(screen.getByLabelText("Height in pixels"), { target: { value: "420" } });
    expect(screen.getByText("Under 250 px wide, the booking form is cramped and hard to use.")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Show the map"));
    expect(
      screen.getByText("Under 450 px high with the map hidden, customers must scroll a lot inside the form."),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Icon colour"), { target: { value: "#112233" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    await flush();
    expect(api.saveModuleConfig).toHaveBeenCalledWith({
      moduleWidth: 200,
      moduleHeight: 420,
      iconColor: "112233",
      buttonColor: "007BFF",
      checkboxMap: false,
    });
    expect(shownNotices()).toContain("success Success: Changes saved.");
  });

  it("sends an automatic height as 0, whatever the hidden box holds", async () => {
    const api = client();
    api.getModuleConfig.mockImplementation(async () => ({ ...CONFIG, moduleHeight: 700 }));
    renderAdmin(<HtmlIntegrationPage client={api} />);
    await flush();
    expect((screen.getByLabelText("Height in pixels") as HTMLInputElement).value).toBe("700");
    fireEvent.change(screen.getByLabelText("Height in pixels"), { target: { value: "" } });
    fireEvent.click(screen.getByLabelText("Automatic: as tall as its content, the page scrolls"));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    await flush();
    expect(api.saveModuleConfig).toHaveBeenCalledWith(expect.objectContaining({ moduleHeight: 0 }));
  });

  it.each(["", "0"])("refuses a fixed height of %j before sending", async (typed) => {
    const api = client();
    renderAdmin(<HtmlIntegrationPage client={api} />);
    await flush();
    fireEvent.click(screen.getByLabelText("Fixed height: the form scrolls inside, Book stays in sight"));
    fireEvent.change(screen.getByLabelText("Height in pixels"), { target: { value: typed } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    await flush();
    expect(screen.getByText("Enter a whole number of pixels from 1 to 10000.")).toBeTruthy();
    expect(api.saveModuleConfig).not.toHaveBeenCalled();
  });

  it("opens the preview tab on the click, then sends it to the link once it arrives", async () => {
    const tab = fakeTab();
    const open = vi.fn(() => tab);
    vi.stubGlobal("open", open);
    let answer: (link: { url: string }) => void = () => undefined;
    const api = client();
    api.getPreviewLink.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderAdmin(<HtmlIntegrationPage client={api} />);
    await flush();
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    // Opened in the click itself (popup blockers allow it), before the link is here.
    expect(open).toHaveBeenCalledWith("", "_blank");
    expect(tab.location.href).toBe("");
    await act(async () => answer({ url: PREVIEW_URL }));
    expect(api.getPreviewLink).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toBe(PREVIEW_URL);
    expect(tab.opener).toBeNull();
  });

  it("closes the empty tab and says so when the link cannot be made", async () => {
    const tab = fakeTab();
    vi.stubGlobal(
      "open",
      vi.fn(() => tab),
    );
    const api = client();
    api.getPreviewLink.mockRejectedValue(new Error("offline"));
    renderAdmin(<HtmlIntegrationPage client={api} />);
    await flush();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    });
    await flush();
    expect(tab.close).toHaveBeenCalled();
    expect(shownNotices()).toContain(
      "error No preview: The preview link could not be made. Try again in a moment.",
    );
  });
});
