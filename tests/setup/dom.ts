import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Without vitest globals @testing-library/react cannot register its own cleanup: unmount every
// rendered tree after each test so one test's DOM never satisfies another's query.
afterEach(() => {
  cleanup();
});

// A setup file runs again before every test file. In the projects whose files share one window
// (`isolate: false`), each file still starts from an empty page, empty storage and the window's
// first size, as it would in a window of its own. (A file may ask for the node environment.)
if (typeof window !== "undefined") {
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  document.documentElement.removeAttribute("lang");
  document.documentElement.removeAttribute("dir");
  Object.assign(window, { innerWidth: 1024, innerHeight: 768 });
}
