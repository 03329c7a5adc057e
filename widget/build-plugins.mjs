// Rollup plugins of the widget build only (widget/build.config.mjs): each trims bytes every host
// page downloads, without changing what the customer sees.

/**
 * The English catalog is the source language: most of its entries translate a message into
 * itself. Those are left out of the bundle, and the widget's i18n answers a missing id with the
 * id itself (widget/i18n.ts). Entries with placeholders or plurals stay: they need their
 * compiled form to be interpolated.
 */
export function sourceCatalogIdentities(file = /locales[\\/]en[\\/]widget\.ts$/) {
  return {
    name: "source-catalog-identities",
    transform(code, id) {
      if (!file.test(id)) return null;
      const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code);
      if (!match) this.error("unexpected shape of the compiled English catalog");
      const messages = JSON.parse(JSON.parse(match[1]));
      const kept = Object.fromEntries(
        Object.entries(messages).filter(
          ([key, value]) => !(Array.isArray(value) && value.length === 1 && value[0] === key),
        ),
      );
      return { code: `export const messages = ${JSON.stringify(kept)};`, map: null };
    },
  };
}

/**
 * The widget trusts our server's answers instead of parsing them again with zod
 * (docs/decisions/0013-widget-without-zod.md: it relies on the server's validation). The server validates
 * every request and serializes every response through the same contract schemas
 * (fastify-type-provider-zod), so a second check in each customer's browser only costs bytes:
 * zod is about 7 KB of the gzip budget. In the bundle, `zod/mini` becomes a stand-in whose
 * schemas accept any object as is (the client's envelope parse then hands `data` through);
 * unit tests and the admin keep the real zod.
 */
export function trustServerSchemas() {
  const STAND_IN = "\0zod-stand-in";
  return {
    name: "trust-server-schemas",
    resolveId(source) {
      return source === "zod/mini" ? STAND_IN : null;
    },
    async load(id) {
      if (id !== STAND_IN) return null;
      // Every export of the real module, so the contract's `z.anything(...)` keeps resolving.
      const names = Object.keys(await import("zod/mini")).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
      return [
        "const parse = (data) => data !== null && typeof data === 'object'",
        "  ? { success: true, data } : { success: false, error: new TypeError('Unexpected answer') };",
        // A schema is anything callable that builds more schemas; only safeParse/parse matter.
        "const schema = new Proxy(function () {}, {",
        "  get: (_target, key) => key === 'safeParse' ? parse : key === 'parse' ? (data) => data : schema,",
        "  apply: () => schema,",
        "});",
        // `export { schema as catch }`: export names may be reserved words (catch, function…).
        `export { ${names.map((name) => `schema as ${name}`).join(", ")} };`,
      ].join("\n");
    },
  };
}

/**
 * The contract's schema declarations, once trustServerSchemas has made zod a stand-in, all
 * evaluate to that same stand-in schema: building them only costs the widget their bytes (they
 * are most of src/contract in its first render, docs/decisions/0131). In the contract's modules,
 * each top-level `const` whose value is built from the zod namespace (`z.object({…})`,
 * `z.extend(base, {…})`, `base.check(…)` of such a schema) is set to the stand-in itself, which is
 * what it evaluated to. Constants and functions (limits, wall-clock helpers) stay as written.
 * Runs on JavaScript: placed after the TypeScript plugin.
 */
export function schemaDeclarationsAsStandIn(files = /[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/) {
  return {
    name: "schema-declarations-as-stand-in",
    transform(code, id) {
      if (!files.test(id)) return null;
      const program = this.parse(code);
      const namespace = program.body
        .filter((node) => node.type === "ImportDeclaration" && node.source.value === "zod/mini")
        .flatMap((node) => node.specifiers)
        .find((specifier) => specifier.type === "ImportNamespaceSpecifier")?.local.name;
      if (!namespace) return null;
      const schemas = new Set([namespace]);
      const replaced = [];
      for (const node of program.body) {
        const declaration = node.type === "ExportNamedDeclaration" ? node.declaration : node;
        if (declaration?.type !== "VariableDeclaration") continue;
        for (const { id: name, init } of declaration.declarations) {
          if (name.type !== "Identifier" || !init || !builtFrom(init, schemas)) continue;
          schemas.add(name.name);
          replaced.push(init);
        }
      }
      let result = code;
      for (const init of replaced.reverse()) {
        result = `${result.slice(0, init.start)}${namespace}.any${result.slice(init.end)}`;
      }
      return { code: result, map: null };
    },
  };
}

/**
 * Whether an expression is a chain of calls and member reads rooted at one of `schemas`: the zod
 * namespace or a schema declared above it in the same module.
 */
function builtFrom(node, schemas) {
  let root = node;
  while (root.type === "CallExpression" || root.type === "MemberExpression") {
    root = root.type === "CallExpression" ? root.callee : root.object;
  }
  return root.type === "Identifier" && schemas.has(root.name);
}

/**
 * Every chunk the entry needs before it runs: the entry and its static imports, transitively.
 * The loader imports them all at once, so the browser fetches them in parallel rather than
 * discovering each import only after parsing the file that names it. Handed to `found` in the
 * order entry first; paths are relative to the output folder ("chunks/app-1a2b.js"). The
 * catalog chunk of each language is handed too, so the loader fetches the page's own with them.
 */
export function firstRenderFiles(found) {
  return {
    name: "first-render-files",
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((output) => output.type === "chunk" && output.isEntry);
      if (!entry) this.error("the widget bundle has no entry chunk");
      const files = new Set([entry.fileName]);
      const visit = (chunk) => {
        for (const file of chunk.imports) {
          if (files.has(file)) continue;
          files.add(file);
          visit(bundle[file]);
        }
      };
      visit(entry);
      found([...files], catalogChunks(bundle));
    },
  };
}

/**
 * The widget's API calls go through fetch with a small stand-in for ky (widget/fetch-client.ts),
 * which does what src/client/http.ts asks of ky and nothing more: ky itself is about 4 KB brotli
 * of the first render (docs/decisions/0127). The admin and the unit tests keep ky.
 */
export function fetchInsteadOfKy(standIn = new URL("./fetch-client.ts", import.meta.url).pathname) {
  return {
    name: "fetch-instead-of-ky",
    resolveId(source) {
      return source === "ky" ? standIn : null;
    },
  };
}

/**
 * The widget's i18n goes through small stand-ins for @lingui/core and @lingui/react
 * (widget/lingui/), which format the compiled catalogs' messages as Lingui does and leave out
 * what the widget never calls (docs/decisions/0131). The admin and the unit tests keep Lingui.
 */
export function linguiStandIns(folder = new URL("./lingui/", import.meta.url).pathname) {
  const standIns = { "@lingui/core": "core-stand-in.ts", "@lingui/react": "react-stand-in.ts" };
  return {
    name: "lingui-stand-ins",
    resolveId(source) {
      return Object.hasOwn(standIns, source) ? `${folder}${standIns[source]}` : null;
    },
  };
}

const CATALOG = /locales[\\/](\w+)[\\/]widget\.ts$/;

/** The chunk of each language's catalog (widget/catalogs.ts), by language: { fr: "chunks/…" }. */
function catalogChunks(bundle) {
  const catalogs = {};
  for (const output of Object.values(bundle)) {
    const language = output.type === "chunk" && CATALOG.exec(output.facadeModuleId ?? "")?.[1];
    if (language) catalogs[language] = output.fileName;
  }
  return catalogs;
}

/** Names a catalog's chunk after its language ("catalog-fr-1a2b.js"), the others after their module. */
export function chunkFileName(chunk) {
  const language = CATALOG.exec(chunk.facadeModuleId ?? "")?.[1];
  return language ? `chunks/catalog-${language}-[hash].js` : "chunks/[name]-[hash].js";
}
