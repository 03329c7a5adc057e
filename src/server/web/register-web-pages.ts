import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { language, moduleId as moduleIdSchema } from "../../contract/common.js";
import type { PublicModule } from "../../contract/module.js";
import type { AppConfig } from "../kernel/config.js";
import { AppError } from "../kernel/errors.js";
import { readerLanguage } from "../kernel/reader-language.js";
import { CACHE_IMMUTABLE, CACHE_PERSONAL, CACHE_REVALIDATE, CACHE_STABLE_URL } from "../lib/cache-control.js";
import { projectRoot } from "../lib/project-root.js";
import type { BookingLinkService } from "../modules/bookings/index.js";
import type { PreviewTokens, PublicBookingService } from "../modules/public-booking/index.js";
import { ADMIN_PAGE_PATHS } from "./admin-paths.js";
import { registerBookingDecisionPages } from "./booking-decision-pages.js";
import { FAVICON_ICO } from "./favicon.js";
import { notFoundPage } from "./not-found-page.js";
import { prefillAttributes } from "./prefill-attributes.js";
import { previewUnavailablePage } from "./preview-unavailable-page.js";
import { robotsTxt } from "./robots.js";
import { pagePolicyOf, pageSecurityHeaders } from "./security-headers.js";
import { SIGN_IN_PATH, signInLanguage, signInPage } from "./sign-in-page.js";
import { registerStaticAssets } from "./static-assets.js";
import { widgetHostPage } from "./widget-host-page.js";

const DIST = join(projectRoot, "dist");
const WIDGET_DIR = join(DIST, "widget");
const ADMIN_DIR = join(DIST, "admin");
const DEMO_PAGE = join(projectRoot, "demo", "index.html");
const WIDGET_SCRIPT = "chauffeur-booking.js";

const NOT_BUILT =
  '<!doctype html><html><head><meta name="robots" content="noindex"><title>Not built</title></head><body><p>The front-end is not built yet: run <code>npm run build</code>.</p></body></html>';

/** Answers a page address nothing serves (the application's not-found handler calls it). */
export type SendNotFoundPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

interface WebPagesDeps {
  config: AppConfig;
  publicBooking: PublicBookingService;
  previewTokens: PreviewTokens;
  bookingLinks: BookingLinkService;
}

// The admin page is one file for every owner, fetched before anyone signs in: it cannot know
// whether this owner has a key, and the settings page tries the key being typed. It always lists
// Google's exact hosts (docs/decisions/0046-page-security-headers.md).
const ADMIN_MAPS = true;
const adminPage = () => readFile(join(ADMIN_DIR, "index.html"), "utf8").catch(() => NOT_BUILT);

export async function registerWebPages(
  app: FastifyInstance,
  deps: WebPagesDeps,
): Promise<{ sendNotFoundPage: SendNotFoundPage }> {
  const pages = webPageSenders(deps);
  const { sendHtml } = pages;
  // The decision pages show a customer's name, phone and trip: no cache may keep them.
  await registerBookingDecisionPages(app, {
    service: deps.bookingLinks,
    sendHtml: (reply, html, status) => sendHtml(reply, html, status, false, CACHE_PERSONAL),
  });
  registerFixedFiles(app, deps.config);
  registerAdminPages(app, deps.config, pages);
  registerBookingPages(app, deps, pages);
  return { sendNotFoundPage: pages.sendNotFoundPage };
}

type PageSenders = ReturnType<typeof webPageSenders>;

/** How every page is sent: its security headers, the not-found page, the module a page shows. */
function webPageSenders(deps: WebPagesDeps) {
  // Helmet is registered by the app (security-headers.ts); each page asks for its headers.

  /**
   * Sends one of our pages with its security headers. `googleMaps`: the page may show a Google
   * map, so its CSP lists Google's hosts (docs/decisions/0046-page-security-headers.md).
   */
  async function sendHtml(
    reply: FastifyReply,
    html: string,
    status = 200,
    googleMaps = false,
    cacheControl = CACHE_REVALIDATE,
  ) {
    await reply.helmet(pageSecurityHeaders(pagePolicyOf(deps.config, googleMaps)));
    return reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", cacheControl)
      .send(html);
  }

  // An unknown address under /admin/ gets the admin itself, whose router shows its own
  // not-found screen; any other one gets a small page of ours. Both with a real 404.
  async function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply) {
    if (request.url.startsWith("/admin/")) return sendHtml(reply, await adminPage(), 404, ADMIN_MAPS);
    return sendHtml(reply, notFoundPage(readerLanguage(request.headers["accept-language"])), 404);
  }

  /** Whether the widget on a module's page may load Google's map: only with the module's own key. */
  const showsGoogleMap = (module: PublicModule | undefined) =>
    (module?.appearance.googleMapsApiKey.trim() ?? "") !== "";

  /** The module's title and company for the page's head, or undefined when there is no such module. */
  async function publicModule(id: string) {
    try {
      return await deps.publicBooking.getPublicModule(id);
    } catch (error) {
      if (error instanceof AppError && error.code === "MODULE_NOT_FOUND") return undefined;
      throw error;
    }
  }

  return { sendHtml, sendNotFoundPage, showsGoogleMap, publicModule };
}

/** robots.txt, the favicon, and the widget's and the admin's built files. */
function registerFixedFiles(app: FastifyInstance, config: AppConfig) {
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", CACHE_STABLE_URL)
      .send(robotsTxt(config.robotsDisallowAll)),
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

  // Every admin file but the page is content-hashed (admin/build.config.mjs).
  registerStaticAssets(app, {
    root: ADMIN_DIR,
    prefix: "/admin-assets/",
    cacheControl: (path) => (path.endsWith(".html") ? CACHE_REVALIDATE : CACHE_IMMUTABLE),
  });
}

/** The sign-in page and the admin's own pages. */
function registerAdminPages(app: FastifyInstance, config: AppConfig, { sendHtml }: PageSenders) {
  // Sign-in, the first page of most visits, is not the SPA: plain HTML in the owner's language
  // with one small script and the operator's own pages linked (docs/decisions/0064-sign-in-without-react.md).
  // It shows no map. Its language comes from the request, so shared caches must keep one copy per
  // cookie and language.
  app.get(SIGN_IN_PATH, { schema: { hide: true } }, async (request, reply) => {
    const language = signInLanguage(request.headers);
    const page = await signInPage(ADMIN_DIR, language, config.externalLinks);
    reply.header("vary", "accept-language, cookie");
    return sendHtml(reply, page ?? NOT_BUILT);
  });
  for (const path of ADMIN_PAGE_PATHS) {
    // The admin's not-found screen is a page of its own (other routes redirect to it): its
    // status says so.
    const status = path === "/error/404" ? 404 : 200;
    app.get(path, { schema: { hide: true } }, async (_request, reply) =>
      sendHtml(reply, await adminPage(), status, ADMIN_MAPS),
    );
  }
}

/** The demo page, a module's booking page (by identifier or direct-link name) and the owner's preview. */
function registerBookingPages(app: FastifyInstance, deps: WebPagesDeps, pages: PageSenders) {
  const { sendHtml, sendNotFoundPage, showsGoogleMap, publicModule } = pages;
  const scriptSrc = `${deps.config.publicUrl}/widget/${WIDGET_SCRIPT}`;

  app.get("/demo/", { schema: { hide: true } }, async (_request, reply) => {
    const template = await readFile(DEMO_PAGE, "utf8");
    const html = template.replaceAll("{{SCRIPT_SRC}}", scriptSrc).replaceAll("{{MODULE_ID}}", "demomodule");
    return sendHtml(reply, html, 200, showsGoogleMap(await publicModule("demomodule")));
  });

  app.get<{ Querystring: { id?: string; lang?: string; token?: string } }>(
    "/booking",
    { schema: { hide: true } },
    async (request, reply) => {
      if (request.query.id === "preview") return sendPreviewPage(request, reply);
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
        attributes: prefillAttributes(request.query),
      });
      return sendHtml(reply, page, 200, showsGoogleMap(module));
    },
  );

  /**
   * The owner's preview (docs/decisions/0062-booking-page-preview.md): the widget in preview mode
   * with the token, or, without a valid token, a page saying where preview links come from (never
   * another module, never an error).
   */
  async function sendPreviewPage(
    request: FastifyRequest<{ Querystring: { lang?: string; token?: string } }>,
    reply: FastifyReply,
  ) {
    const token = typeof request.query.token === "string" ? request.query.token : "";
    const check =
      token.length > 0 && token.length <= 2048 ? await deps.previewTokens.verify(token) : undefined;
    const module = check?.ok ? await publicModule(check.moduleId) : undefined;
    const lang = language.safeParse(request.query.lang);
    if (!check?.ok || !module) {
      const reader = lang.success ? lang.data : readerLanguage(request.headers["accept-language"]);
      return sendHtml(reply, previewUnavailablePage(reader), 404);
    }
    const page = widgetHostPage({
      scriptSrc,
      moduleId: check.moduleId,
      title: module.title || module.companyName,
      companyName: module.companyName,
      previewToken: token,
      ...(lang.success ? { lang: lang.data } : {}),
    });
    return sendHtml(reply, page, 200, showsGoogleMap(module));
  }

  // A single path segment is a module's direct link (docs/product.md#pages), found by its name.
  // A name the module held before answers 301 to its current link, so links printed or shared
  // before a rename keep working (docs/decisions/0047-former-module-names.md).
  app.get<{ Params: { name: string } }>("/:name", { schema: { hide: true } }, async (request, reply) => {
    const found = await deps.publicBooking.findModuleByName(request.params.name);
    const module = found ? await publicModule(found.id) : undefined;
    if (!found || !module) return sendNotFoundPage(request, reply);
    if (found.formerName) {
      const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      const target = found.currentName
        ? `/${found.currentName}${query}`
        : `/booking?id=${encodeURIComponent(found.id)}`;
      return reply.code(301).header("cache-control", "no-cache").redirect(target, 301);
    }
    return sendHtml(
      reply,
      widgetHostPage({
        scriptSrc,
        moduleId: found.id,
        title: module.title || module.companyName,
        companyName: module.companyName,
        attributes: prefillAttributes(request.query),
      }),
      200,
      showsGoogleMap(module),
    );
  });
}
