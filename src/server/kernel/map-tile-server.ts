/**
 * Checks the operator's tile server (MAP_TILE_URL) for the keyless (Leaflet) maps, the widget's
 * and the admin's: OpenStreetMap's own by default (OPENSTREETMAP_TILES in the contract), whose
 * usage policy asks heavy or commercial users for a server of their own or a commercial one
 * (docs/decisions/0068-configurable-map-tiles.md).
 */

/** A plain-http tile server is refused but on this machine (a fake server in tests and the bench). */
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost"]);
/** Leaflet's subdomain placeholder, allowed only as the host's first label (`https://{s}.tiles.example/…`). */
const SUBDOMAIN_HOST = /^(https?:\/\/)\{s\}\./;

/**
 * The Content-Security-Policy source of a Leaflet URL template's tile server
 * (`https://tiles.example.com:8443`, `https://*.tiles.example.com` for `{s}`), or undefined when it
 * is not a template the browsers of a public page may load: not absolute, not https (http only on
 * 127.0.0.1 or localhost), with credentials (everyone reads the template), a placeholder in the
 * host other than a leading `{s}`, or no `{z}`, `{x}` and `{y}`.
 */
export function tileServerSource(template: string): string | undefined {
  if (!["{z}", "{x}", "{y}"].every((placeholder) => template.includes(placeholder))) return undefined;
  const subdomains = SUBDOMAIN_HOST.test(template);
  let url: URL;
  try {
    url = new URL(template.replace(SUBDOMAIN_HOST, "$1s."));
  } catch {
    return undefined;
  }
  const secure = url.protocol === "https:";
  if (!secure && !(url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname))) return undefined;
  if (url.username || url.password || /[{}%]/.test(url.host)) return undefined;
  const host = subdomains ? `*.${url.host.slice("s.".length)}` : url.host;
  return `${url.protocol}//${host}`;
}
