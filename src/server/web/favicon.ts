/**
 * A 16×16 favicon built in memory (a gold disc on the navy of our pages): without one, every
 * browser's request for /favicon.ico would reach the not-found handler. An ICO holding one
 * 32-bit bitmap, the form every browser reads.
 */
const SIZE = 16;
const NAVY = [0x2e, 0x20, 0x14, 0xff]; // #14202e, stored blue-green-red-alpha
const GOLD = [0x7a, 0xc7, 0xe8, 0xff]; // #e8c77a

function buildFavicon(): Buffer {
  const pixels = Buffer.alloc(SIZE * SIZE * 4);
  const andMask = Buffer.alloc(SIZE * 4); // 1 bit a pixel, rows padded to 4 bytes: all opaque
  const center = (SIZE - 1) / 2;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const inDisc = (x - center) ** 2 + (y - center) ** 2 <= 5.5 ** 2;
      Buffer.from(inDisc ? GOLD : NAVY).copy(pixels, (y * SIZE + x) * 4);
    }
  }
  const header = Buffer.alloc(40); // BITMAPINFOHEADER; the height counts the mask too
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(SIZE, 4);
  header.writeInt32LE(SIZE * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  const image = Buffer.concat([header, pixels, andMask]);

  const directory = Buffer.alloc(6 + 16);
  directory.writeUInt16LE(1, 2); // type: icon
  directory.writeUInt16LE(1, 4); // one image
  directory.writeUInt8(SIZE, 6);
  directory.writeUInt8(SIZE, 7);
  directory.writeUInt16LE(1, 10); // planes
  directory.writeUInt16LE(32, 12); // bits per pixel
  directory.writeUInt32LE(image.length, 14);
  directory.writeUInt32LE(directory.length, 18);
  return Buffer.concat([directory, image]);
}

export const FAVICON_ICO = buildFavicon();
