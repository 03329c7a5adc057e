import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { type AddressPolicy, refusalOf } from "./address-policy.js";

/** What one attempt gave: a status (any), or an error; `refused` when the SSRF rules stopped it. */
export interface PostOutcome {
  status: number | null;
  durationMs: number;
  error: string | null;
  refused: boolean;
}

/** An error the SSRF rules raised (the reason is shown to the owner as it is). */
class RefusedAddress extends Error {}

/**
 * A DNS lookup that answers only addresses the rules allow, so the socket connects to an address
 * that was checked (the one answered is the one used: a second resolution that would answer a
 * private address, DNS rebinding, never happens).
 */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      const allowed = addresses.filter((entry) => refusalOf(entry.address, policy) === null);
      if (allowed.length === 0) {
        const first = addresses[0]?.address ?? "";
        const reason = first ? `${first}: ${refusalOf(first, policy)}` : "no address";
        return callback(new RefusedAddress(`Refused: ${hostname} resolves to ${reason}`), "", 0);
      }
      if (options.all) return (callback as (e: null, list: LookupAddress[]) => void)(null, allowed);
      const [pinned] = allowed as [LookupAddress];
      callback(null, pinned.address, pinned.family);
    });
  };
}

const elapsed = (start: bigint) => Math.round(Number(process.hrtime.bigint() - start) / 1e6);

/**
 * POSTs a JSON body once: the host's addresses checked (an IP literal before connecting, a name
 * through the guarded lookup, and the connected address again on connect), no redirect followed
 * (a 3xx is answered as it is; the caller counts it a failure), the whole attempt cut at
 * `timeoutMs`. Never throws.
 */
export function postJson(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; policy: AddressPolicy },
): Promise<PostOutcome> {
  const start = process.hrtime.bigint();
  const url = new URL(target);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literalRefusal = isIP(host) ? refusalOf(host, options.policy) : null;
  if (literalRefusal) {
    return Promise.resolve({
      status: null,
      durationMs: 0,
      error: `Refused: ${literalRefusal}`,
      refused: true,
    });
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: elapsed(start) });
    };
    const request = client.request(url, {
      method: "POST",
      agent: false,
      lookup: guardedLookup(options.policy),
      headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    const timer = setTimeout(() => {
      request.destroy(new Error(`No answer within ${Math.round(options.timeoutMs / 1000)} s (timed out)`));
    }, options.timeoutMs);
    request.on("socket", (socket) => {
      socket.once("connect", () => {
        const refusal = refusalOf(socket.remoteAddress ?? "", options.policy);
        if (refusal) request.destroy(new RefusedAddress(`Refused: ${refusal}`));
      });
    });
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      response.resume();
      response.on("end", () => finish(outcomeOfStatus(status, location)));
      response.on("error", () => finish(outcomeOfStatus(status, location)));
    });
    request.on("error", (error) => {
      finish({ status: null, error: error.message, refused: error instanceof RefusedAddress });
    });
    request.end(body);
  });
}

function outcomeOfStatus(status: number, location: string | undefined): Omit<PostOutcome, "durationMs"> {
  if (status >= 200 && status < 300) return { status, error: null, refused: false };
  if (status >= 300 && status < 400) {
    const to = location ? ` to ${location.slice(0, 300)}` : "";
    return { status, error: `Redirect${to} not followed (update the endpoint's address)`, refused: false };
  }
  return { status, error: `The receiver answered HTTP ${status}`, refused: false };
}
