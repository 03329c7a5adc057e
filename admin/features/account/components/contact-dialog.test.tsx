// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../src/client/index.js";
import { flush, renderAdmin, shownNotices } from "../../../../tests/kits/admin/render-admin.js";
import { ContactButton } from "./layout-actions.js";

async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
  });
  await flush();
}

describe("Contact us dialog", () => {
  it("requires a message, then sends it and closes", async () => {
    const sendContactMessage = vi.fn(async () => ({ queued: true }));
    renderAdmin(<ContactButton client={{ sendContactMessage }} />);
    fireEvent.click(screen.getByRole("button", { name: "Contact us" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Your message"));
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "   " } });
    await send();
    expect(screen.getByText("Write your message.")).toBeTruthy();
    expect(sendContactMessage).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Your message"), {
      target: { value: "  How do I add a driver?  " },
    });
    await send();
    expect(sendContactMessage).toHaveBeenCalledWith("How do I add a driver?");
    expect(shownNotices()).toContain("success Message sent: We will answer you by e-mail.");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says contact is not available when the server has no contact address", async () => {
    const sendContactMessage = vi.fn(async () => {
      throw new ApiError("CONTACT_UNAVAILABLE", 503, "no contact address");
    });
    renderAdmin(<ContactButton client={{ sendContactMessage }} />);
    fireEvent.click(screen.getByRole("button", { name: "Contact us" }));
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Hello" } });
    await send();
    expect(sendContactMessage).toHaveBeenCalledWith("Hello");
    expect(shownNotices()).toContain(
      "warning Contact is not available: This service has no contact address set up. Your message was not sent.",
    );
    expect(shownNotices().join("\n")).not.toContain("Message sent");
  });
});
