import { describe, expect, it } from "vitest";
import { refusalOf, urlProblem } from "./address-policy.js";

const strict = { allowLoopback: false };
const tests = { allowLoopback: true };

describe("webhook address rules (SSRF, decision 0119)", () => {
  it("lets public unicast addresses through, IPv4 and IPv6", () => {
    for (const address of ["8.8.8.8", "93.184.216.34", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) {
      expect([address, refusalOf(address, strict)]).toEqual([address, null]);
    }
  });

  it("refuses private, loopback, link-local, multicast, unspecified and embedding forms", () => {
    const refused: [string, string][] = [
      ["10.1.2.3", "private"],
      ["172.16.0.1", "private"],
      ["192.168.1.1", "private"],
      ["127.0.0.1", "loopback"],
      ["127.8.9.10", "loopback"],
      ["::1", "loopback"],
      ["169.254.169.254", "linkLocal"],
      ["fe80::1", "linkLocal"],
      ["224.0.0.1", "multicast"],
      ["ff02::1", "multicast"],
      ["0.0.0.0", "unspecified"],
      ["::", "unspecified"],
      ["100.64.0.1", "carrierGradeNat"],
      ["fd00::1", "uniqueLocal"],
      // IPv4-mapped IPv6 is judged as the IPv4 address it carries, in either spelling.
      ["::ffff:10.0.0.1", "private"],
      ["::ffff:7f00:1", "loopback"],
      ["::ffff:169.254.169.254", "linkLocal"],
      ["64:ff9b::a00:1", "rfc6052"],
      ["2002:a00:1::", "6to4"],
    ];
    for (const [address, range] of refused) {
      expect([address, refusalOf(address, strict)]).toEqual([
        address,
        expect.stringContaining(` is ${range},`),
      ]);
    }
  });

  it("allows loopback only when the configuration says so", () => {
    expect(refusalOf("127.0.0.1", tests)).toBeNull();
    expect(refusalOf("::1", tests)).toBeNull();
    expect(refusalOf("10.0.0.1", tests)).toContain("private");
  });

  it("takes https addresses; http only to this machine with loopback allowed", () => {
    expect(urlProblem("https://hooks.example/x", strict)).toBeNull();
    expect(urlProblem("http://hooks.example/x", strict)).toContain("https://");
    expect(urlProblem("http://127.0.0.1:8080/x", strict)).toContain("https://");
    expect(urlProblem("http://127.0.0.1:8080/x", tests)).toBeNull();
    expect(urlProblem("http://localhost:8080/x", tests)).toBeNull();
    expect(urlProblem("http://10.0.0.1/x", tests)).toContain("https://");
    expect(urlProblem("https://localhost/x", strict)).toContain("Refused");
    expect(urlProblem("https://[::1]/x", strict)).toContain("loopback");
    expect(urlProblem("https://a:b@hooks.example/x", strict)).toContain("user name");
    expect(urlProblem("not a url", strict)).toBe("Not a web address");
  });
});
