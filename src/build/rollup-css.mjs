import { readFile } from "node:fs/promises";
import postcss from "postcss";

/**
 * Rollup plugin: `import css from "./styles.css"` gives the processed stylesheet as a string.
 * The widget injects that string into its shadow root (one file to ship, no FOUC, no leak);
 * the admin injects it into the document head.
 * `plugins` are postcss plugins; a small built-in pass strips comments and collapses whitespace.
 */
export function cssAsString({ plugins = [], minify = true } = {}) {
  const processor = postcss([...plugins, ...(minify ? [stripWhitespace()] : [])]);
  return {
    name: "css-as-string",
    async load(id) {
      if (!id.endsWith(".css")) return null;
      const source = await readFile(id, "utf8");
      const result = await processor.process(source, { from: id });
      for (const warning of result.warnings()) this.warn(warning.toString());
      return { code: `export default ${JSON.stringify(result.css)};`, map: { mappings: "" } };
    },
  };
}

/** A stylesheet minified as the plugin does it, for a page that inlines it (the admin's sign-in). */
export async function minifyCss(source, from) {
  return (await postcss([stripWhitespace()]).process(source, { from })).css;
}

/** Removes comments and needless whitespace; keeps rules intact (no structural rewriting). */
function stripWhitespace() {
  return {
    postcssPlugin: "strip-whitespace",
    OnceExit(root) {
      root.walkComments((comment) => {
        comment.remove();
      });
      root.walk((node) => {
        node.raws.before = "";
        node.raws.after = "";
        node.raws.between = node.type === "decl" ? ":" : "";
        node.raws.semicolon = false;
        if (node.type === "decl") node.value = node.value.replace(/\s+/g, " ").trim();
        if (node.type === "rule") node.selector = node.selector.replace(/\s*([,>+~])\s*/g, "$1").trim();
      });
    },
  };
}
