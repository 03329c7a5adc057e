import { readFile } from "node:fs/promises";
import { join } from "node:path";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { language, moduleId as moduleIdSchema } from "../../contract/common.js";
import type { AppConfig } from "../config.js";
import { AppError } from "../errors.js";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, CACHE_STABLE_URL } from "../lib/cache-control.js";
import { projectRoot } from "../lib/project-root.js";
import type { BookingLinkService } from "../modules/bookings/index.js";
import type { PublicBookingService } from "../modules/public-booking/index.js";
import { ADMIN_PAGE_PATHS } from "./admin-paths.js";
import { registerBookingDecisionPages } from "./booking-decision-pages.js";
import { FAVICON_ICO } from "./favicon.js";
import { escapeHtml, readerLanguage } from "./html.js";
import { notFoundPage } from "./not-found-page.js";
import { robotsTxt } from "./robots.js";
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
  '<!doctype html><html><head><meta name="robots" content="noindex"><title>Not built</title></head><body><p>The front-end is not built yet: run <code>npm run build</code>.</p></body></html>';

/** Answers a page address nothing serves (the application's not-found handler calls it). */
export type SendNotFoundPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export async function registerWebPages(
  app: FastifyInstance,
  deps: { config: AppConfig; publicBooking: PublicBookingService; bookingLinks: BookingLinkService },
): Promise<{ sendNotFoundPage: SendNotFoundPage }> {
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

  // An unknown address under /admin/ gets the admin itself, whose router shows its own
  // not-found screen; any other one gets a small page of ours. Both with a real 404.
  async function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply) {
    if (request.url.startsWith("/admin/")) return sendHtml(reply, await adminPage(), 404);
    return sendHtml(reply, notFoundPage(readerLanguage(request.headers["accept-language"])), 404);
  }

  await registerBookingDecisionPages(app, { service: deps.bookingLinks, sendHtml });

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", CACHE_STABLE_URL)
      .send(robotsTxt(deps.config.robotsDisallowAll)),
  );
  // Its content never changes with a release: browsers may keep it for a year.
  app.get("/favicon.ico", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("image/x-icon").header("cache-control", CACHE_IMMUTABLE).send(FAVICON_ICO),
  );

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
  async function adminPage() {
    const html = await readFile(join(ADMIN_DIR, "index.html"), "utf8").catch(() => NOT_BUILT);
    return html.replace("</head>", `${linksMeta}\n</head>`);
  }
  for (const path of ADMIN_PAGE_PATHS) {
    // The admin's not-found screen is a page of its own (other routes redirect to it): its
    // status says so.
    const status = path === "/error/404" ? 404 : 200;
    app.get(path, { schema: { hide: true } }, async (_request, reply) =>
      sendHtml(reply, await adminPage(), status),
    );
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
      if (!id.success) return sendNotFoundPage(request, reply);
      const module = await publicModule(id.data);
      if (!module) return sendNotFoundPage(request, reply);
      const lang = language.safeParse(request.query.lang);
      const page = widgetHostPage({
        scriptSrc,
        moduleId: id.data,
        title: module.title || module.companyName,
        companyName: module.companyName,
        ...(lang.success ? { lang: lang.data } : {}),
      });
      return sendHtml(reply, page);
    },
  );

  /** The module's title and company for the page's head, or undefined when there is no such module. */
  async function publicModule(id: string) {
    try {
      return await deps.publicBooking.getPublicModule(id);
    } catch (error) {
      if (error instanceof AppError && error.code === "MODULE_NOT_FOUND") return undefined;
      throw error;
    }
  }

  // A single path segment is a module's direct link (docs/product.md#pages), found by its name.
  app.get<{ Params: { name: string } }>("/:name", { schema: { hide: true } }, async (request, reply) => {
    const id = await deps.publicBooking.findModuleIdByName(request.params.name).then(
      (found) => found.id,
      (error: unknown) => {
        if (error instanceof AppError && error.code === "MODULE_NOT_FOUND") return undefined;
        throw error;
      },
    );
    const module = id ? await publicModule(id) : undefined;
    if (!id || !module) return sendNotFoundPage(request, reply);
    return sendHtml(
      reply,
      widgetHostPage({
        scriptSrc,
        moduleId: id,
        title: module.title || module.companyName,
        companyName: module.companyName,
      }),
    );
  });

  return { sendNotFoundPage };
}
