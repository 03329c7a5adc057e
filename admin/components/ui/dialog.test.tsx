// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderAdmin } from "../../../tests/kits/admin/render-admin.js";
import { Dialog, DialogActions } from "./dialog.js";
import { notify } from "./notifications-store.js";

function Harness({ onClose, dismissible = true }: { onClose?: () => void; dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Edit the vehicle"
        dismissible={dismissible}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <form>
          <label htmlFor="name">Name</label>
          <input id="name" />
          <DialogActions>
            <button type="submit">Save</button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens as a modal named by its title, focuses the first field and gives the focus back", () => {
    renderAdmin(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Edit the vehicle" });
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes on Escape through onClose, and ignores it when it must be completed", () => {
    const onClose = vi.fn();
    const { unmount } = renderAdmin(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    unmount();

    const mandatory = vi.fn();
    renderAdmin(<Harness onClose={mandatory} dismissible={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }));
    expect(mandatory).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("shows notices inside the open dialog, where they stay readable and announced", () => {
    renderAdmin(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    act(() => notify({ kind: "warning", title: "Wrong current password", text: "Not saved." }));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Wrong current password");
    expect(screen.getByRole("dialog").contains(alert)).toBe(true);
    const dialogClose = screen.getAllByRole("button", { name: "Close" })[0];
    if (dialogClose) fireEvent.click(dialogClose);
    expect(screen.queryByRole("dialog")).toBeNull();
    // Back in the page once the dialog is gone, still on screen.
    expect(screen.getByRole("alert").textContent).toContain("Wrong current password");
  });
});
