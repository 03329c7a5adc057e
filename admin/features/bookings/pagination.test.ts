import { describe, expect, it } from "vitest";
import { type PageLink, pageLinks } from "./pagination.js";

/** "1 2 [3] 4 …" style, to read the expectations at a glance. */
const shown = (links: PageLink[], current: number) =>
  links
    .map((link) => (link.kind === "gap" ? "…" : link.page === current ? `[${link.page}]` : `${link.page}`))
    .join(" ");

describe("pageLinks", () => {
  it("shows the one page of a short list", () => {
    expect(shown(pageLinks(1, 1), 1)).toBe("[1]");
  });

  it("links every page up to 5 pages, wherever the current one is", () => {
    expect(shown(pageLinks(1, 5), 1)).toBe("[1] 2 3 4 5");
    expect(shown(pageLinks(3, 5), 3)).toBe("1 2 [3] 4 5");
    expect(shown(pageLinks(5, 5), 5)).toBe("1 2 3 4 [5]");
  });

  it("from 6 pages on, shows the current page ± 3 with an ellipsis for what is left out", () => {
    expect(shown(pageLinks(1, 6), 1)).toBe("[1] 2 3 4 …");
    expect(shown(pageLinks(3, 6), 3)).toBe("1 2 [3] 4 5 6");
    expect(shown(pageLinks(4, 6), 4)).toBe("1 2 3 [4] 5 6");
    expect(shown(pageLinks(6, 6), 6)).toBe("… 3 4 5 [6]");
  });

  it("keeps a window of 7 around the current page of 50", () => {
    expect(shown(pageLinks(1, 50), 1)).toBe("[1] 2 3 4 …");
    expect(shown(pageLinks(4, 50), 4)).toBe("1 2 3 [4] 5 6 7 …");
    expect(shown(pageLinks(5, 50), 5)).toBe("… 2 3 4 [5] 6 7 8 …");
    expect(shown(pageLinks(25, 50), 25)).toBe("… 22 23 24 [25] 26 27 28 …");
    expect(shown(pageLinks(47, 50), 47)).toBe("… 44 45 46 [47] 48 49 50");
    expect(shown(pageLinks(50, 50), 50)).toBe("… 47 48 49 [50]");
  });

  it("clamps a page outside the list to its ends", () => {
    expect(shown(pageLinks(80, 50), 50)).toBe("… 47 48 49 [50]");
    expect(shown(pageLinks(0, 3), 1)).toBe("[1] 2 3");
    expect(shown(pageLinks(1, 0), 1)).toBe("[1]");
  });
});
