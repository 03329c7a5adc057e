// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

type HookedWindow = Window & { gm_authFailure?: () => void };

// The refusal is page-wide state: each test loads the module afresh on a clean window.
async function load() {
  vi.resetModules();
  return import("./google-maps-key.js");
}

beforeEach(() => {
  delete (window as HookedWindow).gm_authFailure;
});

describe("Google key refusal", () => {
  it("tells every watcher, then the host page's own hook", async () => {
    const calls: string[] = [];
    (window as HookedWindow).gm_authFailure = () => calls.push("host page");
    const { watchGoogleKeyRefusal, googleKeyRefused } = await load();
    watchGoogleKeyRefusal(() => calls.push("widget"));
    watchGoogleKeyRefusal(() => calls.push("admin"));
    expect(googleKeyRefused()).toBe(false);
    (window as HookedWindow).gm_authFailure?.();
    expect(calls).toEqual(["widget", "admin", "host page"]);
    expect(googleKeyRefused()).toBe(true);
  });

  it("forgets a watcher that stopped watching", async () => {
    const { watchGoogleKeyRefusal } = await load();
    const gone = vi.fn();
    const stays = vi.fn();
    watchGoogleKeyRefusal(gone)();
    watchGoogleKeyRefusal(stays);
    (window as HookedWindow).gm_authFailure?.();
    expect(gone).not.toHaveBeenCalled();
    expect(stays).toHaveBeenCalledTimes(1);
  });

  it("answers a late watcher at once when the key was already refused", async () => {
    const { watchGoogleKeyRefusal } = await load();
    watchGoogleKeyRefusal(() => {});
    (window as HookedWindow).gm_authFailure?.();
    const late = vi.fn();
    watchGoogleKeyRefusal(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
