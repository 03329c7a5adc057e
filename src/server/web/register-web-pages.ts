import { readFile } from "node:fs/promises";
import { join } from "node:path";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";
import { language, moduleId as moduleIdSchema } from "../../contract/common.js";
import type { AppConfig } from "../config.js";
import { AppError } from "../errors.js";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, CACHE_STABLE_URL } from "../lib/cache-control.js";
import { projectRoot } from "../lib/project-root.js";
import type { BookingLinkService } from "../modules/bookings/index.js";
import type { PublicBookingService } from "../modules/public-booking/index.js";
import { ADMIN_PAGE_PATHS } from "./admin-paths.js";
import { registerBookingDecisionPages } from "./booking-decision-pages.js";
import { escapeHtml } from "./html.js";
import { registerStaticAssets } from "./static-assets.js";
import { HOST_PAGE_CSS, widgetHostPage } from "./widget-host-page.js";

const DIST = join(projectRoot, "dist");
const WIDGET_DIR = join(DIST, "widget");
const ADMIN_DIR = join(DIST, "admin");
const DEMO_PAGE = join(projectRoot, "demo", "index.html");
const WIDGET_SCRIPT = "chauffeur-booking.js";

/**
 * CSP of our own HTML pages: our scripts only, plus the Google Maps JavaScript API for modules
 * with a key (the zone dialog, the widget's preview), with the hosts Google's CSP guide lists for
 * it. No 'unsafe-inline' or 'unsafe-eval' for scripts: if Google's map ever needs them, the zone
 * dialog falls back to OpenStreetMap rather than the admin loosening its policy.
 */
const GOOGLE_MAPS_SCRIPTS = ["https://*.googleapis.com", "https://*.gstatic.com"];
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...GOOGLE_MAPS_SCRIPTS],
    styleSrc: ["'self'", "'unsafe-inline'", "https://fonts.googleapis.com"],
    fontSrc: ["'self'", "data:", "https://fonts.gstatic.com"],
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    connectSrc: ["'self'", ...GOOGLE_MAPS_SCRIPTS, "https://*.google.com", "data:", "blob:"],
    workerSrc: ["'self'", "blob:"],
    frameSrc: ["'self'", "https://*.google.com"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
  },
};

const NOT_BUILT =
  "<!doctype html><html><head><title>Not built</title></head><body><p>The front-end is not built yet: run <code>npm run build</code>.</p></body></html>";

export async function registerWebPages(
  app: FastifyInstance,
  deps: { config: AppConfig; publicBooking: PublicBookingService; bookingLinks: BookingLinkService },
): Promise<void> {
  // Helmet only where we serve our own HTML: the widget script and the public API are
  // loaded by foreign pages and must not carry same-origin resource policies.
  // upgrade-insecure-requests on a plain-http install (localhost, a LAN) would make the browser
  // ask for https:// assets nobody serves; it only makes sense when the site is https.
  const https = deps.config.publicUrl.startsWith("https://");
  await app.register(helmet, {
    global: false,
    contentSecurityPolicy: {
      directives: {
        ...contentSecurityPolicy.directives,
        upgradeInsecureRequests: https ? [] : null,
      },
    },
  });
  const scriptSrc = `${deps.config.publicUrl}/widget/${WIDGET_SCRIPT}`;

  async function sendHtml(reply: FastifyReply, html: string, status = 200) {
    await reply.helmet();
    return reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
  }

  await registerBookingDecisionPages(app, { service: deps.bookingLinks, sendHtml });

  // The script owners paste keeps its URL across releases, so it is revalidated; any other file
  // the widget build writes carries a content hash in its name.
  registerStaticAssets(app, {
    root: WIDGET_DIR,
    prefix: "/widget/",
    cacheControl: (path) => (path === WIDGET_SCRIPT ? CACHE_STABLE_URL : CACHE_IMMUTABLE),
    headers: { "access-control-allow-origin": "*" },
  });
  app.get("/widget/host-page.css", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=300").send(HOST_PAGE_CSS),
  );

  // Every admin file but the page is content-hashed (admin/build.config.mjs).
  registerStaticAssets(app, {
    root: ADMIN_DIR,
    prefix: "/admin-assets/",
    cacheControl: (path) => (path.endsWith(".html") ? CACHE_REVALIDATE : CACHE_IMMUTABLE),
  });
  // The operator's own pages linked from sign-in, handed to the SPA in a meta tag (its CSP
  // allows no inline script).
  const linksMeta = `<meta name="chauffeur-booking:links" content="${escapeHtml(JSON.stringify(deps.config.externalLinks))}">`;
  for (const path of ADMIN_PAGE_PATHS) {
    app.get(path, { schema: { hide: true } }, async (_request, reply) => {
      const html = await readFile(join(ADMIN_DIR, "index.html"), "utf8").catch(() => NOT_BUILT);
      return sendHtml(reply, html.replace("</head>", `${linksMeta}\n</head>`));
    });
  }

  app.get("/demo/", { schema: { hide: true } }, async (_request, reply) => {
    const template = await readFile(DEMO_PAGE, "utf8");
    const html = template.replaceAll("{{SCRIPT_SRC}}", scriptSrc).replaceAll("{{MODULE_ID}}", "demomodule");
    return sendHtml(reply, html);
  });

  app.get<{ Querystring: { id?: string; lang?: string } }>(
    "/booking",
    { schema: { hide: true } },
    async (request, reply) => {
      const id = moduleIdSchema.safeParse(request.query.id);
      if (!id.success) return reply.redirect("/error/404");
      const lang = language.safeParse(request.query.lang);
      const page = widgetHostPage({
        scriptSrc,
        moduleId: id.data,
        title: "Booking",
        ...(lang.success ? { lang: lang.data } : {}),
      });
      return sendHtml(reply, page);
    },
  );

  // A single path segment is a module's direct link (docs/product.md#pages), found by its name.
  app.get<{ Params: { name: string } }>("/:name", { schema: { hide: true } }, async (request, reply) => {
    try {
      const { id } = await deps.publicBooking.findModuleIdByName(request.params.name);
      const module = await deps.publicBooking.getPublicModule(id);
      return sendHtml(
        reply,
        widgetHostPage({ scriptSrc, moduleId: id, title: module.title || module.companyName }),
      );
    } catch (error) {
      if (error instanceof AppError && error.code === "MODULE_NOT_FOUND") return reply.redirect("/error/404");
      throw error;
    }
  });
}
