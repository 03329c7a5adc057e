// Development logs: one readable line per request, not pino's two JSON records (decision 0082).
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { developmentLogStream, OneLinePerRequest, readableLogLine } from "./development-log.js";

describe("development logs", () => {
  it("write a pino record as one readable line, an error's stack below it", () => {
    const time = new Date(2027, 2, 10, 14, 2, 7).getTime();
    expect(readableLogLine(JSON.stringify({ level: 40, time, msg: "slow answer" }))).toBe(
      "14:02:07 WARN  slow answer",
    );
    const failed = readableLogLine(
      JSON.stringify({ level: 50, time, msg: "boom", err: { stack: "Error: boom\n    at x" } }),
    );
    expect(failed.split("\n")).toEqual(["14:02:07 ERROR boom", "Error: boom", "    at x"]);
    expect(readableLogLine("not json\n")).toBe("not json");
  });

  it("log one line per request: method, path, status and time", async () => {
    const lines: string[] = [];
    const out = { write: (chunk: string) => lines.push(chunk) } as unknown as NodeJS.WritableStream;
    const app = Fastify({
      logger: { level: "info", stream: developmentLogStream(out) },
      logController: new OneLinePerRequest(),
    });
    app.get("/hello", async () => ({ hello: "world" }));
    await app.inject({ method: "GET", url: "/hello?x=1" });
    await app.inject({ method: "GET", url: "/missing" });
    await app.close();
    const requests = lines.filter((line) => line.includes(" INFO  GET "));
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/hello\?x=1 200 \d+ ms\n$/);
    expect(requests[1]).toMatch(/GET \/missing 404 \d+ ms\n$/);
    expect(lines.some((line) => line.includes("{"))).toBe(false);
  });
});
