// A tile server on 127.0.0.1 for the Lighthouse bench, which runs without internet: the widget's
// keyless map asks it (MAP_TILE_URL) for its tiles instead of OpenStreetMap's, so the page is
// measured with its map drawn rather than with a console error per failed tile
// (docs/decisions/0068-configurable-map-tiles.md).
import { createServer } from "node:http";
import { deflateSync } from "node:zlib";

/** The size of a standard web map tile, OpenStreetMap's included: what the map displays. */
const TILE_SIZE = 256;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A plain light-grey tile, a real PNG of the tile's size (a few hundred bytes once deflated). */
function greyTile() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale
  // Each row: filter type 0, then one byte per pixel.
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(TILE_SIZE, 0xe5)]);
  const pixels = Buffer.concat(Array.from({ length: TILE_SIZE }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const TILE_PATH = /^\/\d+\/\d+\/\d+\.png$/;

/**
 * Starts the server on a free port of 127.0.0.1; `urlTemplate` is what MAP_TILE_URL takes. It
 * answers the tile for any /{z}/{x}/{y}.png and counts them (`served()`), 404 for anything else.
 */
export async function startFakeTileServer() {
  const tile = greyTile();
  let served = 0;
  const server = createServer((request, response) => {
    if (request.method !== "GET" || !TILE_PATH.test(new URL(request.url ?? "/", "http://x").pathname)) {
      response.writeHead(404).end();
      return;
    }
    served++;
    response
      .writeHead(200, {
        "content-type": "image/png",
        "content-length": tile.length,
        "cache-control": "public, max-age=86400",
      })
      .end(tile);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address();
  return {
    urlTemplate: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    served: () => served,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
