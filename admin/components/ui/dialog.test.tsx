// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderAdmin } from "../../../tests/kits/admin/render-admin.js";
import { Dialog, DialogActions, DialogCancelButton } from "./dialog.js";
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

/** A form dialog that knows whether its input is saved, as the admin's form dialogs do. */
function DirtyHarness({ onClose }: { onClose(): void }) {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState("");
  return (
    <Dialog
      open={open}
      title="Add a vehicle"
      dirty={name !== ""}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    >
      <label htmlFor="vehicle-name">Name</label>
      <input id="vehicle-name" value={name} onChange={(event) => setName(event.target.value)} />
      <input
        role="combobox"
        aria-label="Suggestions open"
        aria-expanded="true"
        aria-controls="vehicle-list"
      />
      <div id="vehicle-list" role="listbox" aria-label="Vehicles" />
      <DialogActions>
        <DialogCancelButton />
      </DialogActions>
    </Dialog>
  );
}

const cancelEvent = (target: HTMLElement) => fireEvent(target, new Event("cancel", { cancelable: true }));

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

  it("asks before discarding unsaved input: Escape, ×, Cancel; Keep editing keeps it", () => {
    const onClose = vi.fn();
    renderAdmin(<DirtyHarness onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Add a vehicle" });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Van" } });

    cancelEvent(dialog);
    const question = screen.getByRole("dialog", { name: "Discard your changes?" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep editing" }));
    // Escape on the question is the question's: it closes, the form stays.
    cancelEvent(question);
    expect(screen.queryByRole("dialog", { name: "Discard your changes?" })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    fireEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Van");

    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "Discard" }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("leaves Escape to an open list inside it, and closes a clean one at once", () => {
    const onClose = vi.fn();
    renderAdmin(<DirtyHarness onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Add a vehicle" });
    (screen.getByLabelText("Suggestions open") as HTMLInputElement).focus();
    cancelEvent(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog", { name: "Discard your changes?" })).toBeNull();
    (screen.getByLabelText("Name") as HTMLInputElement).focus();
    cancelEvent(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
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
