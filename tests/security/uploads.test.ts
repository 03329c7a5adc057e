import { afterAll, beforeAll, describe, expect } from "vitest";
import { blackPng } from "../setup/png.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../setup/test-app.js";
import { attack } from "./attack.js";

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await demoAuthHeader(t);
});
afterAll(() => t.close());

function upload(bytes: Buffer) {
  const boundary = "----securityboundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/admin/settings/image",
    headers: { ...auth, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

describe("uploads cannot exhaust whoever decodes them", () => {
  attack("upload a decompression bomb (a small PNG of 20,000 × 20,000 pixels)", async () => {
    const bomb = blackPng(20_000, 20_000);
    // Well under the byte limit: only the dimensions in its header can refuse it.
    expect(bomb.length).toBeLessThan(1_000_000);
    const response = await upload(bomb);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, data: "IMAGE_TOO_LARGE" });
    const stored = await t.database.db.selectFrom("moduleImages").select("moduleId").execute();
    expect(stored).toEqual([]);
  });
});
