// The import rules live in biome.json (`npm run lint` fails on a violation). This test proves
// each one bites: it copies biome.json into a temporary folder, plants files that break one rule
// each (and files that the rules allow) at the paths the overrides select, runs Biome once and
// reads its diagnostics. Nothing is written to the repository.
//
// How biome.json is laid out: `noImportCycles` (type-only imports included) applies everywhere;
// `noRestrictedImports` comes from `overrides`, where the last override that matches a file
// replaces the options of the earlier ones, so a narrower override (admin/features) repeats the
// patterns of the broader one (admin) and adds its own. Patterns match the import specifier as
// written, so relative imports are caught by a folder name anywhere in the path (`**/server/**`).
// They replace tests/import-rules.test.ts, which read the tree with regular expressions. One
// difference: so that a future subfolder of src/contract or src/pricing can reach its parent,
// `../name.js` (one level up, no folder) is allowed there; `../folder/…` and `../../…` are not.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const biome = join(root, "node_modules/@biomejs/biome/bin/biome");

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

const RESTRICTED = "lint/style/noRestrictedImports";
const CYCLE = "lint/suspicious/noImportCycles";

/** One planted file: where, what it imports, and the diagnostic expected (none: allowed). */
interface Plant {
  path: string;
  source: string;
  expected?: { category: string; message: string };
}

const pure = { category: RESTRICTED, message: "import only from their own folder and zod" };
const purePricing = {
  category: RESTRICTED,
  message: "imports only from its own folder, src/contract and zod",
};
const browserServer = { category: RESTRICTED, message: "Browser code never imports src/server" };
const noAdmin = { category: RESTRICTED, message: "never import the admin" };
const clientShared = { category: RESTRICTED, message: "src/client is shared by the widget and the admin" };
const adminWidget = { category: RESTRICTED, message: "The admin never imports the widget" };
const shell = { category: RESTRICTED, message: "admin/app is the shell" };
const modelBelowScreens = { category: RESTRICTED, message: "widget/model holds the rules" };
const sharedBelowFeatures = { category: RESTRICTED, message: "admin/lib and admin/components are shared" };
const featuresApart = { category: RESTRICTED, message: "Admin features do not import each other" };
const cycle = { category: CYCLE, message: "part of a cycle" };
const libFloor = { category: RESTRICTED, message: "src/server/lib is the bottom floor" };
const kernelFloor = { category: RESTRICTED, message: "src/server/kernel sits under the database" };
const dbFloor = { category: RESTRICTED, message: "src/server/db sits under the modules" };
const providersFloor = { category: RESTRICTED, message: "src/server/providers are clients of third parties" };
const modulesFloor = { category: RESTRICTED, message: "A server module never imports src/server/web" };
const webFloor = { category: RESTRICTED, message: "src/server/web (pages) sits beside the workers" };
const workersFloor = { category: RESTRICTED, message: "src/server/workers sit beside the web pages" };
const startedByRoot = {
  category: RESTRICTED,
  message: "src/server/cli and src/server/demo are started by the root",
};

// Unique names, so a planted file is never mistaken for a real one in a failure message.
const plants: Plant[] = [
  // src/contract: zod only, and its own folder. src/pricing: the same, plus src/contract (the base layer).
  { path: "src/contract/planted-server.ts", source: 'import "../server/db/database.js";', expected: pure },
  { path: "src/contract/planted-package.ts", source: 'import dayjs from "dayjs";', expected: pure },
  { path: "src/contract/planted-pricing.ts", source: 'import "../pricing/money.js";', expected: pure },
  {
    path: "src/pricing/planted-server.ts",
    source: 'import "../server/db/database.js";',
    expected: purePricing,
  },
  {
    path: "src/pricing/planted-contract.ts",
    source: 'import type { M } from "../contract/common.js";\nexport type N = M;',
  },
  { path: "src/pricing/planted-test-package.test.ts", source: 'import "dayjs";', expected: purePricing },
  {
    path: "src/contract/planted-allowed.ts",
    source: 'import * as z from "zod/mini";\nimport { a } from "./common.js";\nexport const b = [z, a];',
  },
  {
    path: "src/pricing/planted-allowed.test.ts",
    source:
      'import fc from "fast-check";\nimport { it } from "vitest";\nimport { m } from "./money.js";\nit("", () => [fc, m]);',
  },
  // src/client: shared by the widget and the admin, so it imports neither, nor the server.
  { path: "src/client/planted-server.ts", source: 'import "../server/app.js";', expected: browserServer },
  {
    path: "src/client/planted-reexport.ts",
    source: 'export * from "../server/errors.js";',
    expected: browserServer,
  },
  { path: "src/client/planted-admin.ts", source: 'import "../../admin/lib/api.js";', expected: noAdmin },
  { path: "src/client/planted-widget.ts", source: 'import "../../widget/store.js";', expected: clientShared },
  {
    path: "src/client/planted-allowed.ts",
    source: 'import ky from "ky";\nimport "../contract/common.js";\nexport { ky };',
  },
  // The widget and the admin: neither imports the other, nor the server (dynamic imports too).
  { path: "widget/planted-admin.ts", source: 'import "../admin/lib/api.js";', expected: noAdmin },
  {
    path: "widget/planted-server.ts",
    source: 'export const m = () => import("../src/server/kernel/config.js");',
    expected: browserServer,
  },
  {
    path: "widget/planted-allowed.ts",
    source: 'import "../src/client/index.js";\nimport "../src/contract/common.js";',
  },
  // widget/model: the rules the store and the screens share, under the screens.
  {
    path: "widget/model/planted-step.ts",
    source: 'import "../steps/trip-step.js";',
    expected: modelBelowScreens,
  },
  {
    path: "widget/model/planted-summary.ts",
    source: 'import "../summary/trip-map.js";',
    expected: modelBelowScreens,
  },
  { path: "widget/model/planted-admin.ts", source: 'import "../../admin/lib/api.js";', expected: noAdmin },
  {
    path: "widget/model/planted-allowed.ts",
    source: 'import "../zoned-now.js";\nimport "../../src/contract/common.js";',
  },
  { path: "admin/app/planted-widget.ts", source: 'import "../../widget/store.js";', expected: adminWidget },
  {
    path: "admin/app/planted-server.ts",
    source: 'import type { C } from "../../src/server/config.js";',
    expected: browserServer,
  },
  {
    path: "admin/app/planted-allowed.ts",
    source: 'import "../features/bookings/api.js";\nimport "../lib/api.js";',
  },
  // admin/lib and admin/components sit below the features and the shell.
  {
    path: "admin/lib/planted-feature.ts",
    source: 'import "../features/bookings/api.js";',
    expected: sharedBelowFeatures,
  },
  { path: "admin/components/planted-shell.ts", source: 'import "../app/router.js";', expected: shell },
  {
    path: "admin/components/planted-server.ts",
    source: 'import "../../src/server/app.js";',
    expected: browserServer,
  },
  // Admin features: not the shell, not each other, and still not the widget or the server.
  {
    path: "admin/features/bookings/planted-shell.ts",
    source: 'import "../../app/router.js";',
    expected: shell,
  },
  {
    path: "admin/features/catalogue-pages/vehicles/components/planted-feature.tsx",
    source: 'import "../../../map-zone/api.js";',
    expected: featuresApart,
  },
  {
    path: "admin/features/planning/components/planted-feature.tsx",
    source: 'import "../../bookings/api.js";',
    expected: featuresApart,
  },
  {
    path: "admin/features/settings/planted-widget.ts",
    source: 'import "../../../widget/store.js";',
    expected: adminWidget,
  },
  {
    path: "admin/features/settings/planted-server.ts",
    source: 'import "../../../src/server/app.js";',
    expected: browserServer,
  },
  {
    path: "admin/features/catalogue-pages/packages/components/planted-allowed.tsx",
    source: [
      'import "../../common/use-catalogue.js";', // the same feature's shared folder
      'import "../../../../lib/api.js";',
      'import "../../../../components/ui/dialog.js";',
      'import "../../../../../src/client/index.js";',
    ].join("\n"),
  },
  // src/server, floor by floor (docs/architecture.md): lib, kernel, db and providers under the
  // modules; modules under web/ and workers/; all of them under the CLI, the demo seed and the root.
  { path: "src/server/lib/planted-kernel.ts", source: 'import "../kernel/errors.js";', expected: libFloor },
  { path: "src/server/lib/planted-root.ts", source: 'import "../composition-root.js";', expected: libFloor },
  {
    path: "src/server/lib/planted-allowed.ts",
    source: 'import "./lru.js";\nimport "../../contract/common.js";\nimport "../../pricing/index.js";',
  },
  {
    path: "src/server/kernel/planted-module.ts",
    source: 'import "../modules/mail/index.js";',
    expected: kernelFloor,
  },
  {
    path: "src/server/kernel/planted-db.ts",
    source: 'import type { Database } from "../db/database.js";\nexport type D = Database;',
    expected: kernelFloor,
  },
  { path: "src/server/kernel/planted-web.ts", source: 'import "../web/robots.js";', expected: kernelFloor },
  {
    path: "src/server/kernel/planted-allowed.ts",
    source: 'import "./errors.js";\nimport "../lib/lru.js";\nimport "../../contract/common.js";',
  },
  {
    path: "src/server/db/planted-module.ts",
    source: 'import "../modules/catalogue/index.js";',
    expected: dbFloor,
  },
  { path: "src/server/db/planted-demo.ts", source: 'import "../demo/seed-demo.js";', expected: dbFloor },
  {
    path: "src/server/db/tables/planted-root.ts",
    source: 'import "../../composition-root.js";',
    expected: dbFloor,
  },
  { path: "src/server/db/planted-cli.ts", source: 'import "../cli/migrate.js";', expected: dbFloor },
  {
    path: "src/server/db/planted-allowed.ts",
    source: 'import "./schema.js";\nimport "../kernel/config.js";\nimport "../lib/private-files.js";',
  },
  // The test beside a floor may arrange from above it (a test is no part of the floor).
  { path: "src/server/db/planted-allowed.test.ts", source: 'import "../demo/seed-demo.js";' },
  {
    path: "src/server/providers/geo/offline/planted-module.ts",
    source: 'import "../../../modules/mail/index.js";',
    expected: providersFloor,
  },
  {
    path: "src/server/providers/mail/planted-workers.ts",
    source: 'import "../../workers/outbox-mailer.js";',
    expected: providersFloor,
  },
  {
    path: "src/server/providers/payments/planted-app.ts",
    source: 'import "../../app.js";',
    expected: providersFloor,
  },
  {
    path: "src/server/providers/geo/planted-allowed.ts",
    source: 'import "../../kernel/server-i18n.js";\nimport "../../lib/lru.js";',
  },
  {
    path: "src/server/modules/bookings/planted-web.ts",
    source: 'import "../../web/robots.js";',
    expected: modulesFloor,
  },
  {
    path: "src/server/modules/mail/templates/planted-workers.ts",
    source: 'import "../../../workers/outbox-mailer.js";',
    expected: modulesFloor,
  },
  {
    path: "src/server/modules/quotes/planted-root.ts",
    source: 'import "../../composition-root.js";',
    expected: modulesFloor,
  },
  {
    path: "src/server/modules/quotes/planted-allowed.ts",
    source:
      'import "../../kernel/server-i18n.js";\nimport "../../db/executor.js";\nimport "../mail/index.js";',
  },
  {
    path: "src/server/web/planted-workers.ts",
    source: 'import "../workers/outbox-mailer.js";',
    expected: webFloor,
  },
  { path: "src/server/web/planted-root.ts", source: 'import "../composition-root.js";', expected: webFloor },
  {
    path: "src/server/web/planted-allowed.ts",
    source: 'import "../modules/bookings/index.js";\nimport "../kernel/server-page.js";',
  },
  { path: "src/server/workers/planted-web.ts", source: 'import "../web/robots.js";', expected: workersFloor },
  {
    path: "src/server/workers/planted-allowed.ts",
    source: 'import "../modules/mail/index.js";\nimport "../db/schema.js";',
  },
  {
    path: "src/server/cli/planted-root.ts",
    source: 'import "../start-application.js";',
    expected: startedByRoot,
  },
  {
    path: "src/server/demo/planted-root.ts",
    source: 'import "../composition-root.js";',
    expected: startedByRoot,
  },
  {
    path: "src/server/demo/planted-allowed.ts",
    source: 'import "../modules/owners/index.js";\nimport "../db/database.js";',
  },
  // Cycles, anywhere; a type-only import closes a cycle too.
  {
    path: "admin/features/bookings/planted-cycle-a.ts",
    source: 'import { b } from "./planted-cycle-b.js";\nexport const a = b;',
    expected: cycle,
  },
  {
    path: "admin/features/bookings/planted-cycle-b.ts",
    source: 'import { a } from "./planted-cycle-a.js";\nexport const b = () => a;',
    expected: cycle,
  },
  {
    path: "src/pricing/planted-type-cycle-a.ts",
    source: 'import type { B } from "./planted-type-cycle-b.js";\nexport type A = B[];',
    expected: cycle,
  },
  {
    path: "src/pricing/planted-type-cycle-b.ts",
    source: 'import type { A } from "./planted-type-cycle-a.js";\nexport type B = A | 1;',
    expected: cycle,
  },
];

let workspace: string;
let diagnostics: Diagnostic[];

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), "lint-rules-"));
  const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
  delete config.$schema; // points into node_modules, which the copy does not have
  config.vcs = { enabled: false }; // the copy is no git repository
  writeFileSync(join(workspace, "biome.json"), JSON.stringify(config));
  for (const plant of plants) {
    mkdirSync(dirname(join(workspace, plant.path)), { recursive: true });
    writeFileSync(join(workspace, plant.path), `${plant.source}\n`);
  }
  const run = spawnSync(process.execPath, [biome, "lint", "--reporter=json", "--max-diagnostics=none", "."], {
    cwd: workspace,
    encoding: "utf8",
  });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  diagnostics = report.diagnostics.filter((d) => d.category === RESTRICTED || d.category === CYCLE);
}, 60_000);

afterAll(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

describe("import rules in biome.json", () => {
  for (const plant of plants) {
    const what = plant.expected ? `flags ${plant.expected.message}` : "allows it";
    it(`${plant.path}: ${what}`, () => {
      const found = diagnostics
        .filter((d) => d.location.path === plant.path)
        .map((d) => ({ category: d.category, message: d.message }));
      if (!plant.expected) {
        expect(found).toEqual([]);
        return;
      }
      expect(found.length).toBeGreaterThan(0);
      for (const diagnostic of found) {
        expect(diagnostic.category).toBe(plant.expected.category);
        expect(diagnostic.message).toContain(plant.expected.message);
      }
    });
  }

  it("names every admin feature in the rule that keeps them apart", () => {
    const config = readFileSync(join(root, "biome.json"), "utf8");
    const features = readdirSync(join(root, "admin/features"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(features.length).toBeGreaterThan(5);
    for (const feature of features) expect(config).toContain(`"**/${feature}/**"`);
  });
});
