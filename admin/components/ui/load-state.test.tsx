// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderAdmin } from "../../../tests/kits/admin/render-admin.js";
import { LoadState } from "./load-state.js";

describe("LoadState", () => {
  it("says it is loading, busy, with no alert", () => {
    renderAdmin(
      <LoadState failed={false} failedMessage="The settings could not be loaded." onRetry={vi.fn()} />,
    );
    expect(screen.getByText("Loading…").getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByText("The settings could not be loaded.")).toBeNull();
  });

  it("announces the failure in an alert and retries on the button", () => {
    const onRetry = vi.fn();
    renderAdmin(<LoadState failed failedMessage="The settings could not be loaded." onRetry={onRetry} />);
    const alert = screen.getByText("The settings could not be loaded.").closest("[role=alert]");
    expect(alert).not.toBeNull();
    expect(screen.queryByText("Loading…")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
