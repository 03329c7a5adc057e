// The React floor page's element: React 19 and r2wc, as the widget uses them, rendering a plain
// 30-field form in an open shadow root, and nothing else. Whatever the widget takes beyond this
// page's time to its first render is the widget's own work (tests/bench/widget-render.mjs).
import r2wc from "@r2wc/react-to-web-component";
import { createElement as h, useEffect } from "react";

const FIELDS = Array.from({ length: 30 }, (_, index) => `Field ${index + 1}`);

function FloorForm() {
  useEffect(() => {
    document.dispatchEvent(new CustomEvent("floor:ready"));
  }, []);
  return h(
    "form",
    null,
    FIELDS.map((label, index) =>
      h("label", { key: label }, label, h("input", { name: `field${index}`, type: "text" })),
    ),
    h("button", { type: "submit" }, "Book"),
  );
}

customElements.define("floor-form", r2wc(FloorForm, { shadow: "open" }));
