import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Without vitest globals @testing-library/react cannot register its own cleanup: unmount every
// rendered tree after each test so one test's DOM never satisfies another's query.
afterEach(() => {
  cleanup();
});
