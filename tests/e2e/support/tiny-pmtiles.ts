// A PMTiles archive small enough to make in a test (format v3, uncompressed): one vector tile at zoom 0 whose
// `earth` layer (the Protomaps basemap's land) covers the whole world, so every zoom overzooms it to land; and
// an HTTP server for it that answers byte ranges the way a static host or a CDN does (206, Content-Range, a strong
// ETag, CORS for another origin), counting the ranges it served.
import { createServer, type Server } from 'node:http';

function varint(n: number): number[] {
  const out: number[] = [];
  while (n > 0x7f) {
    out.push((n & 0x7f) | 0x80);
    n = Math.floor(n / 128);
  }
  out.push(n);
  return out;
}
const zigzag = (n: number) => (n << 1) ^ (n >> 31);
/** A protobuf field of wire type 2 (bytes, a message, packed numbers). */
const bytesField = (field: number, body: number[]) => [...varint((field << 3) | 2), ...varint(body.length), ...body];
const varintField = (field: number, value: number) => [...varint(field << 3), ...varint(value)];

/** A Mapbox Vector Tile with one layer holding one polygon a little larger than the tile. */
function landTile(layer: string): Uint8Array {
  const [lo, hi] = [-128, 4096 + 128];
  const side = hi - lo;
  // MoveTo(lo, lo), LineTo ×3 round the square clockwise (an outer ring, y pointing down), ClosePath.
  const geometry = [9, zigzag(lo), zigzag(lo), 26, zigzag(side), 0, 0, zigzag(side), zigzag(-side), 0, 15].flatMap(varint);
  const feature = [...varintField(3, 3), ...bytesField(4, geometry)];
  const body = [...varintField(15, 2), ...bytesField(1, [...Buffer.from(layer)]), ...bytesField(2, feature), ...varintField(5, 4096)];
  return Uint8Array.from(bytesField(3, body));
}

/** The archive: header, root directory (one entry: tile 0/0/0), empty metadata, the tile. */
export function tinyPmtiles(): Buffer {
  const tile = landTile('earth');
  const directory = Uint8Array.from([...varint(1), ...varint(0), ...varint(1), ...varint(tile.length), ...varint(0 + 1)]);
  const metadata = Buffer.from('{}');
  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'latin1');
  header.writeUInt8(3, 7);
  const rootOffset = 127;
  const metadataOffset = rootOffset + directory.length;
  const tileOffset = metadataOffset + metadata.length;
  const u64 = (at: number, value: number) => header.writeBigUInt64LE(BigInt(value), at);
  u64(8, rootOffset); u64(16, directory.length);
  u64(24, metadataOffset); u64(32, metadata.length);
  u64(40, tileOffset); u64(48, 0); // no leaf directories
  u64(56, tileOffset); u64(64, tile.length);
  u64(72, 1); u64(80, 1); u64(88, 1);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(1, 99); // tile type: MVT
  header.writeUInt8(0, 100); // min zoom
  header.writeUInt8(0, 101); // max zoom
  header.writeInt32LE(-180e7, 102); header.writeInt32LE(-85e7, 106);
  header.writeInt32LE(180e7, 110); header.writeInt32LE(85e7, 114);
  header.writeUInt8(0, 118); header.writeInt32LE(0, 119); header.writeInt32LE(0, 123);
  return Buffer.concat([header, directory, metadata, tile]);
}

export type ArchiveHost = { url: string; ranges: () => number; close: () => Promise<void> };

/** Serves `archive` at http://127.0.0.1:port/name: another origin than the console's localhost. */
export function serveArchive(archive: Buffer, port: number, name = 'tiny.pmtiles'): Promise<ArchiveHost> {
  let served = 0;
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Range');
    res.setHeader('Access-Control-Expose-Headers', 'ETag, Content-Range, Content-Length');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.url !== `/${name}`) return void res.writeHead(404).end();
    res.setHeader('ETag', '"tiny-v1"');
    res.setHeader('Content-Type', 'application/octet-stream');
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    if (!range) return void res.writeHead(200, { 'Content-Length': archive.length }).end(archive);
    const from = Number(range[1]);
    if (from >= archive.length) return void res.writeHead(416, { 'Content-Range': `bytes */${archive.length}` }).end();
    const to = Math.min(Number(range[2]), archive.length - 1);
    served++;
    res.writeHead(206, { 'Content-Range': `bytes ${from}-${to}/${archive.length}`, 'Content-Length': to - from + 1 }).end(archive.subarray(from, to + 1));
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve({
      url: `http://127.0.0.1:${port}/${name}`,
      ranges: () => served,
      close: () => new Promise<void>((done) => server.close(() => done())),
    }));
  });
}
