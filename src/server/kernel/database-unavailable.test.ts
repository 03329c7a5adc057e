import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable.js";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("ECONNREFUSED")],
    ["a server shut down by its administrator", withCode("57P01", "terminating connection")],
    ["a server starting up", withCode("57P03", "the database system is starting up")],
    ["a connection exception (class 08)", withCode("08006")],
    ["a lost connection", new Error("Connection terminated unexpectedly")],
    ["a connection timeout", new Error("timeout exceeded when trying to connect")],
    ["a cause further down", new Error("query failed", { cause: withCode("ECONNRESET") })],
    ["every address refused", new AggregateError([withCode("ECONNREFUSED")], "connect failed")],
  ])("recognises %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505")],
    ["a constraint refusal", withCode("23P01")],
    ["a plain bug", new TypeError("x is undefined")],
    ["nothing", undefined],
  ])("leaves %s alone", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
