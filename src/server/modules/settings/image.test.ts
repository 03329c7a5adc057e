import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blackPng } from "../../../../tests/setup/png.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { detectImageType } from "./image-type.js";

/** Tiny but valid images, as bytes (1×1 pixel each). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0x00,
  0x01,
  0x01,
  0x00,
  0x00,
  0x01,
  0x00,
  0x01,
  0x00,
  0x00,
  0xff,
  0xdb,
  0x00,
  0x43,
  0x00,
  ...Array<number>(64).fill(0x01),
  0xff,
  0xc0,
  0x00,
  0x0b,
  0x08,
  0x00,
  0x01,
  0x00,
  0x01,
  0x01,
  0x01,
  0x11,
  0x00,
  0xff,
  0xc4,
  0x00,
  0x14,
  0x00,
  0x01,
  ...Array<number>(15).fill(0x00),
  0x00,
  0xff,
  0xc4,
  0x00,
  0x14,
  0x10,
  0x01,
  ...Array<number>(16).fill(0x00),
  0xff,
  0xda,
  0x00,
  0x08,
  0x01,
  0x01,
  0x00,
  0x00,
  0x3f,
  0x00,
  0xd2,
  0xcf,
  0x20,
  0xff,
  0xd9,
]);
const WEBP = Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
const TEXT = Buffer.from("just some text pretending to be a picture");

let t: TestApp;
let auth: { authorization: string };

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(content: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = "----testboundary7MA4YWxkTrZu0gW";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? "file"}"; filename="${
      options.filename ?? "logo.png"
    }"\r\nContent-Type: ${options.type ?? "image/png"}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (content: Buffer, options?: Parameters<typeof multipart>[1]) => {
  const body = multipart(content, options);
  return t.app.inject({
    method: "POST",
    url: "/api/admin/settings/image",
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
};

const storedImages = async () =>
  (await t.database.db.selectFrom("moduleImages").select("moduleId").execute()).length;

beforeAll(async () => {
  t = await createTestApp();
  auth = await demoAuthHeader(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("moduleImages").execute();
});

describe("detectImageType", () => {
  it("recognises PNG, JPEG and WebP by their bytes, nothing else", () => {
    expect(detectImageType(PNG)).toBe("image/png");
    expect(detectImageType(JPEG)).toBe("image/jpeg");
    expect(detectImageType(WEBP)).toBe("image/webp");
    for (const other of [SVG, GIF, TEXT, Buffer.alloc(0), Buffer.from("RIFF1234WAVE")]) {
      expect(detectImageType(other)).toBeNull();
    }
  });
});

describe("POST /api/admin/settings/image", () => {
  it.each([
    ["PNG", PNG, "image/png"],
    ["JPEG", JPEG, "image/jpeg"],
    ["WebP", WEBP, "image/webp"],
  ])("accepts a %s image and serves it back with its type", async (_name, bytes, type) => {
    // The browser's claimed type does not matter: the bytes decide.
    const response = await upload(bytes, { type: "application/octet-stream", filename: "picture.bin" });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ contentType: type, size: bytes.length });
    expect(data.imageUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/api\/booking\/demomodule\/image\?v=[0-9a-f]+$/,
    );

    const served = await t.app.inject({
      method: "GET",
      url: new URL(data.imageUrl).pathname + new URL(data.imageUrl).search,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe(type);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["access-control-allow-origin"]).toBe("*");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(served.rawPayload.equals(bytes)).toBe(true);

    // The settings and the widget's module now point at it.
    const settings = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: auth });
    expect(settings.json().data).toMatchObject({ img: true, imageUrl: data.imageUrl });
    const publicModule = await t.app.inject({ method: "GET", url: "/api/booking/demomodule" });
    expect(publicModule.json().data.imageUrl).toBe(data.imageUrl);
  });

  it("refuses a file over 1,000,000 bytes with 413 PAYLOAD_TOO_LARGE and stores nothing", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1_200_000 - PNG.length, 7)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, data: "PAYLOAD_TOO_LARGE" });
    expect(await storedImages()).toBe(0);
  });

  it("accepts a file of exactly 1,000,000 bytes", async () => {
    const limit = Buffer.concat([PNG, Buffer.alloc(1_000_000 - PNG.length, 0)]);
    const response = await upload(limit);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.size).toBe(1_000_000);
  });

  it.each([
    ["an SVG", SVG, "logo.svg", "image/svg+xml"],
    ["a GIF", GIF, "logo.gif", "image/gif"],
    ["a text file renamed .png", TEXT, "logo.png", "image/png"],
  ])("refuses %s with 415 UNSUPPORTED_MEDIA_TYPE", async (_name, bytes, filename, type) => {
    const response = await upload(bytes, { filename, type });
    expect(response.statusCode).toBe(415);
    expect(response.json().data).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(await storedImages()).toBe(0);
  });

  it("refuses an empty file, a wrong field and a body that is not multipart", async () => {
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data).toBe("VALIDATION_ERROR");

    const wrongField = await upload(PNG, { field: "image" });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().data).toBe("VALIDATION_ERROR");

    const json = await t.app.inject({
      method: "POST",
      url: "/api/admin/settings/image",
      headers: auth,
      payload: { file: PNG.toString("base64") },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().data).toBe("UNSUPPORTED_MEDIA_TYPE");

    const broken = await t.app.inject({
      method: "POST",
      url: "/api/admin/settings/image",
      headers: { ...auth, "content-type": "multipart/form-data; boundary=xyz" },
      payload: "this is not a multipart body",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().data).toBe("VALIDATION_ERROR");
    expect(await storedImages()).toBe(0);
  });

  it("accepts 4096 × 4096 pixels and refuses one pixel more either way with 422 IMAGE_TOO_LARGE", async () => {
    const largest = await upload(blackPng(4096, 4096));
    expect(largest.statusCode).toBe(200);
    await t.database.db.deleteFrom("moduleImages").execute();
    for (const [width, height] of [
      [4097, 1],
      [1, 4097],
    ] as const) {
      const response = await upload(blackPng(width, height));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, data: "IMAGE_TOO_LARGE" });
      expect(response.json().message).toContain(`${width} × ${height}`);
    }
    expect(await storedImages()).toBe(0);
  });

  it("refuses a PNG whose header is cut short with 415 and stores nothing", async () => {
    const response = await upload(PNG.subarray(0, 16));
    expect(response.statusCode).toBe(415);
    expect(response.json().data).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(await storedImages()).toBe(0);
  });

  it("replaces the previous image", async () => {
    await upload(PNG);
    const second = await upload(WEBP);
    expect(second.statusCode).toBe(200);
    expect(await storedImages()).toBe(1);
    const served = await t.app.inject({ method: "GET", url: "/api/booking/demomodule/image" });
    expect(served.headers["content-type"]).toBe("image/webp");
    // Without the version, the URL may change content: cached briefly only.
    expect(served.headers["cache-control"]).toBe("public, max-age=300");
  });
});

describe("DELETE /api/admin/settings/image", () => {
  it("removes the image; the public URL then answers 404", async () => {
    await upload(PNG);
    const response = await t.app.inject({
      method: "DELETE",
      url: "/api/admin/settings/image",
      headers: auth,
    });
    expect(response.json()).toEqual({ success: true, data: { deleted: true } });
    const served = await t.app.inject({ method: "GET", url: "/api/booking/demomodule/image" });
    expect(served.statusCode).toBe(404);
    expect(served.json().data).toBe("NOT_FOUND");
    const settings = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: auth });
    expect(settings.json().data).toMatchObject({ img: false, imageUrl: null });
    const again = await t.app.inject({ method: "DELETE", url: "/api/admin/settings/image", headers: auth });
    expect(again.json()).toEqual({ success: true, data: { deleted: false } });
  });
});

describe("GET /api/booking/{id}/image", () => {
  it("answers 304 when the browser already has this version", async () => {
    await upload(PNG);
    const first = await t.app.inject({ method: "GET", url: "/api/booking/demomodule/image" });
    const etag = first.headers.etag as string;
    const again = await t.app.inject({
      method: "GET",
      url: "/api/booking/demomodule/image",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("answers 404 alike for an unknown module and for a module without an image", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/api/booking/nosuchmodule/image" });
    const empty = await t.app.inject({ method: "GET", url: "/api/booking/demomodule/image" });
    expect(unknown.statusCode).toBe(404);
    expect(empty.statusCode).toBe(404);
    expect(unknown.json()).toEqual(empty.json());
  });

  it("keeps each owner's image to their own module", async () => {
    await upload(PNG);
    const { createOwnersService } = await import("../owners/service.js");
    const { createOwnersRepository } = await import("../owners/repository.js");
    const other = await createOwnersService(createOwnersRepository(t.database.db)).createOwner({
      email: "image-owner@example.com",
      password: "image owner pw",
      companyName: "Image Owner",
    });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email: "image-owner@example.com", password: "image owner pw" },
    });
    const theirAuth = { authorization: `Bearer ${signIn.json().data.accessToken}` };
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/admin/settings/image",
      headers: theirAuth,
    });
    expect(deleted.json().data).toEqual({ deleted: false });
    expect((await t.app.inject({ method: "GET", url: "/api/booking/demomodule/image" })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: "GET", url: `/api/booking/${other.moduleId}/image` })).statusCode,
    ).toBe(404);
  });
});
