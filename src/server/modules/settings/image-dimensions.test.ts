import { describe, expect, it } from "vitest";
import { assertImageDimensions } from "./image-dimensions.js";

const PNG_SIGNATURE_AND_IHDR = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

describe("assertImageDimensions", () => {
  it("reads only the bytes it is given, not what follows them in a shared buffer", () => {
    // A 16-byte PNG start (no width or height yet) inside a larger buffer of 0xff bytes, as an
    // upload may sit in Node's buffer pool: read past its end, it would announce 4294967295 px.
    const pool = Buffer.alloc(64, 0xff);
    PNG_SIGNATURE_AND_IHDR.copy(pool, 0);
    const upload = pool.subarray(0, PNG_SIGNATURE_AND_IHDR.length);
    expect(() => assertImageDimensions(upload)).toThrow(
      expect.objectContaining({ code: "UNSUPPORTED_MEDIA_TYPE" }),
    );
  });
});
