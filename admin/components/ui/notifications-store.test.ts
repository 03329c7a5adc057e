import { afterEach, describe, expect, it, vi } from "vitest";
import { NOTICE_DURATION_MS, noticesStore, notify } from "./notifications-store.js";

const shown = () => noticesStore.getState().notices.map((notice) => `${notice.kind} ${notice.title}`);

afterEach(() => {
  noticesStore.setState({ notices: [] });
  vi.useRealTimers();
});

describe("notices", () => {
  it("a success clears the error and warning notices shown before it", () => {
    notify({ kind: "error", title: "Error", text: "An error occurred." });
    notify({ kind: "warning", title: "Check the form", text: "Some values need your attention." });
    notify({ kind: "success", title: "Vehicle added", text: "Van" });
    expect(shown()).toEqual(["success Vehicle added"]);
  });

  it("keeps earlier successes, and a warning that follows a success", () => {
    notify({ kind: "success", title: "Changes saved", text: "" });
    notify({ kind: "warning", title: "Currency changed", text: "Your prices are now in USD." });
    notify({ kind: "success", title: "Vehicle added", text: "Van" });
    expect(shown()).toEqual(["success Changes saved", "success Vehicle added"]);
    notify({ kind: "warning", title: "Currency changed", text: "Your prices are now in USD." });
    expect(shown()).toEqual(["success Changes saved", "success Vehicle added", "warning Currency changed"]);
  });

  it("an error stays next to an earlier error and leaves after its time", () => {
    vi.useFakeTimers();
    notify({ kind: "error", title: "First", text: "" });
    notify({ kind: "error", title: "Second", text: "" });
    expect(shown()).toEqual(["error First", "error Second"]);
    vi.advanceTimersByTime(NOTICE_DURATION_MS);
    expect(shown()).toEqual([]);
  });
});
