// The Node HTTP server around the app: keep-alive times, and a clean close after an answer that ends the
// connection (Connection: close, e.g. 413 for a body over the limit) while the client is still sending.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/** How long, and how many bytes, of a refused body are read and dropped before the socket is cut. */
const LINGER_MS = 5000;
const LINGER_BYTES = 64 * 1024 * 1024;

/**
 * After an answer with Connection: close, Node ends the socket and destroys it as soon as its FIN is out
 * (socket.destroySoon; the node adapter does the same after draining a keep-alive request's body for
 * 500 ms). If request bytes are still arriving then, the kernel answers them with a reset, and a client
 * still writing its body sees EPIPE or ECONNRESET instead of the answer waiting in its buffer. So after an
 * answer given before the body was all read, the socket's destroySoon ends it and keeps reading and
 * dropping the rest of the body until the client closes (it has read the answer) or LINGER_MS /
 * LINGER_BYTES pass.
 */
function lingerAfterClose(req: IncomingMessage, res: ServerResponse): void {
  res.once('prefinish', () => {
    // Only an answer given before the whole body came can leave body bytes in flight.
    if (req.complete) return;
    const socket = req.socket;
    let lingering = false;
    socket.destroySoon = () => {
      if (lingering) return;
      lingering = true;
      let read = 0;
      const cut = () => {
        clearTimeout(timer);
        socket.destroy();
      };
      const timer = setTimeout(cut, LINGER_MS);
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
      socket.once('end', cut);
      // The body's reader (the app's request stream) went with the answer: drop whatever still comes.
      req.removeAllListeners('data');
      req.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > LINGER_BYTES) cut();
      });
      req.on('error', cut);
      req.resume();
      socket.end();
    };
  });
}

export type AppServer = { server: Server; port: number; close: () => Promise<void> };

/** Serves `fetch` on `port` (0: any free one) and resolves once it listens. */
export function serveApp(fetch: (req: Request) => Response | Promise<Response>, port: number, hostname?: string): Promise<AppServer> {
  return new Promise((resolve) => {
    // serve() makes a plain HTTP/1.1 server unless told otherwise.
    const server = serve({ fetch, port, hostname }, () => {
      resolve({
        server,
        port: (server.address() as AddressInfo).port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }) as Server;
    server.prependListener('request', lingerAfterClose);
    // Node closes idle keep-alive sockets after 5 s; a client that reuses one just then sees ECONNRESET.
    // Longer than the usual client and proxy idle times, so the client closes first.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  });
}
