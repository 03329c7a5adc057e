/**
 * /robots.txt: the booking pages (/booking?id=…, a module's /{name}) may be indexed; the admin,
 * sign-in and API may not. ROBOTS_DISALLOW_ALL=true (a staging or private install) asks robots
 * to index nothing.
 */
export function robotsTxt(disallowAll: boolean): string {
  if (disallowAll) return "User-agent: *\nDisallow: /\n";
  return [
    "User-agent: *",
    "Allow: /booking",
    "Disallow: /admin/",
    "Disallow: /auth/",
    "Disallow: /api/",
    "",
  ].join("\n");
}
