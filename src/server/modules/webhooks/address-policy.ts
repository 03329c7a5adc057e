import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/** What the SSRF rules allow (decision 0119): public addresses only; loopback too in tests. */
export interface AddressPolicy {
  /** WEBHOOK_ALLOW_LOOPBACK: 127.0.0.0/8 and ::1 (tests' receivers); http then allowed to them. */
  allowLoopback: boolean;
}

/**
 * Why an address may not be reached, or null when it may. Only globally routable unicast
 * passes: private, loopback, link-local (cloud metadata at 169.254.169.254), multicast,
 * unspecified, carrier-grade NAT, unique-local, reserved, and the IPv6 forms that embed an IPv4
 * address (IPv4-mapped, NAT64, 6to4, Teredo) are refused; an IPv4-mapped address is judged as
 * the IPv4 address it carries.
 */
export function refusalOf(address: string, policy: AddressPolicy): string | null {
  if (!ipaddr.isValid(address)) return `"${address}" is not an IP address`;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === "unicast") return null;
  if (range === "loopback" && policy.allowLoopback) return null;
  return `the address ${parsed.toString()} is ${range}, not a public address`;
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Checks an endpoint URL as the owner types it: https (http only to this machine when loopback
 * is allowed), no user name or password, a host; a host written as an IP address must pass the
 * address rules now. A host name is resolved and checked on every delivery instead, against the
 * address actually connected to.
 */
export function urlProblem(raw: string, policy: AddressPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Not a web address";
  }
  if (url.username || url.password) return "The address may not carry a user name or password";
  const loopbackHost = LOOPBACK_NAMES.has(url.hostname);
  if (url.protocol === "http:") {
    if (!(policy.allowLoopback && loopbackHost)) return "The address must start with https://";
  } else if (url.protocol !== "https:") {
    return "The address must start with https://";
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) {
    const refusal = refusalOf(host, policy);
    if (refusal) return `Refused: ${refusal}`;
  } else if (host === "localhost" && !policy.allowLoopback) {
    return "Refused: localhost is not a public address";
  }
  return null;
}
