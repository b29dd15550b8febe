// A TCP proxy that behaves like a slow mobile link in front of a local server, for benchmarks: every new
// connection pays one round trip before its first byte moves (the TCP handshake), each direction is one
// shared link of fixed bandwidth (all connections queue on it, as on a real radio link), and every chunk
// arrives half a round trip after it left. It counts the bytes that cross it, which are the bytes a user
// would pay for. No loss and no TCP slow start: what it shows is a floor, not a worst case.
import { createServer, connect, type Server, type Socket } from 'node:net';

export type LinkProfile = { name: string; rttMs: number; downKbps: number; upKbps: number };

export const SLOW_4G: LinkProfile = { name: 'slow 4G', rttMs: 150, downKbps: 1600, upKbps: 750 };
export const THREE_G: LinkProfile = { name: '3G', rttMs: 300, downKbps: 750, upKbps: 750 };

/** Bytes a direction may hold in flight per connection before its sender is paused (keeps memory flat
 *  while a 100 MB sync crawls through). */
const HIGH_WATER = 256 * 1024;
/** Chunks are cut to this size, so one large read does not arrive as a single late lump. */
const SEGMENT = 16 * 1024;

export type ShapedLink = {
  url: string;
  /** Bytes carried since start (or the last reset): down = server to client, up = client to server. */
  bytes: () => { down: number; up: number };
  reset: () => void;
  close: () => Promise<void>;
};

/** One direction of the link: chunks leave one after another at its bandwidth, arriving rtt/2 later. */
function linkDirection(kbps: number, oneWayMs: number) {
  let freeAt = 0;
  let carried = 0;
  return {
    get carried() {
      return carried;
    },
    reset: () => void (carried = 0),
    /** When a chunk sent now arrives at the far end. */
    schedule(bytes: number): number {
      const start = Math.max(performance.now(), freeAt);
      freeAt = start + (bytes * 8) / kbps; // kbit/s = bit/ms
      carried += bytes;
      return freeAt + oneWayMs;
    },
  };
}

/** Moves data from `from` to `to` over `dir`, in order (one queue per direction of a connection: timers of
 *  their own could fire out of order), pausing `from` while too much is queued. `opensAt`: the earliest time
 *  a byte of this direction can arrive (after the handshake). */
function pipeShaped(from: Socket, to: Socket, dir: ReturnType<typeof linkDirection>, opensAt: number) {
  const queue: Array<{ at: number; segment: Buffer | null }> = [];
  let queued = 0;
  let lastArrival = opensAt;
  let timer: NodeJS.Timeout | undefined;
  const deliver = () => {
    timer = undefined;
    while (queue.length && queue[0]!.at <= performance.now()) {
      const { segment } = queue.shift()!;
      if (to.destroyed) continue;
      if (segment === null) to.end();
      else {
        queued -= segment.length;
        to.write(segment);
      }
    }
    if (queued < HIGH_WATER && from.isPaused()) from.resume();
    if (queue.length) timer = setTimeout(deliver, Math.max(1, queue[0]!.at - performance.now()));
  };
  const push = (at: number, segment: Buffer | null) => {
    // Nothing overtakes what was sent before it, nor the handshake.
    lastArrival = Math.max(at, lastArrival);
    queue.push({ at: lastArrival, segment });
    timer ??= setTimeout(deliver, Math.max(0, lastArrival - performance.now()));
  };
  from.on('data', (chunk: Buffer) => {
    for (let at = 0; at < chunk.length; at += SEGMENT) {
      const segment = chunk.subarray(at, at + SEGMENT);
      queued += segment.length;
      push(dir.schedule(segment.length), segment);
    }
    if (queued >= HIGH_WATER) from.pause();
  });
  // The far end hears of the close after what was sent before it.
  from.on('end', () => push(lastArrival, null));
}

/** Starts a shaped link on a free local port in front of `target` (e.g. http://localhost:8080). */
export async function startShapedLink(target: string, profile: LinkProfile): Promise<ShapedLink> {
  const { hostname, port } = new URL(target);
  const down = linkDirection(profile.downKbps, profile.rttMs / 2);
  const up = linkDirection(profile.upKbps, profile.rttMs / 2);
  const sockets = new Set<Socket>();
  // Half-open sockets: a side that has finished sending still receives what the link holds for it.
  const server: Server = createServer({ allowHalfOpen: true }, (client) => {
    const origin = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
    sockets.add(client).add(origin);
    // SYN, SYN-ACK: the client's first byte leaves a round trip from now and reaches the server half a
    // round trip later.
    const now = performance.now();
    pipeShaped(client, origin, up, now + profile.rttMs * 1.5);
    pipeShaped(origin, client, down, now + profile.rttMs);
    const fail = () => {
      client.destroy();
      origin.destroy();
    };
    for (const socket of [client, origin]) socket.on('error', fail).on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('shaped link has no port');
  return {
    url: `http://localhost:${address.port}`,
    bytes: () => ({ down: down.carried, up: up.carried }),
    reset: () => {
      down.reset();
      up.reset();
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
