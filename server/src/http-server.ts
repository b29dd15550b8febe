// The Node HTTP server around the app: keep-alive times, and what becomes of a request body an answer left
// unread (docs/decisions/server-under-load.md, "Early answers"): a small one is read and the connection kept,
// a large one ends the connection cleanly after the answer (Connection: close) while the client still sends.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';

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

/** A body no larger than this, left unread by an early answer, is read before the answer and the socket kept;
 *  unless it has not all come within KEEP_WAIT_MS (a slow client), and then the connection is closed. */
const KEEP_BYTES = 64 * 1024;
const KEEP_WAIT_MS = 1000;

/**
 * Settles the body of a request answered before it was read (401, 403, 404, a 400 on a header, an idempotent
 * replay, 413), before the answer's head is written. Left alone, the app's body reader holds the request
 * paused, the node adapter's drain stalls on it and cuts the socket 500 ms later though the answer said
 * keep-alive: the client's next request on it fails with ECONNRESET. So the reader is dropped and the body
 * read and dropped; a body that is all here, or small and done soon, keeps the socket, as a route reading it
 * would; any other answer says Connection: close, and lingerAfterClose drops the rest until the client has it.
 */
async function settleUnreadBody({ incoming, outgoing }: HttpBindings): Promise<void> {
  if (incoming.readableEnded) return;
  incoming.removeAllListeners('data');
  incoming.resume();
  // All here (a GET's nothing included): the parser is past it and the socket can take the next request.
  if (incoming.complete) return;
  const length = Number(incoming.headers['content-length']);
  if (length <= KEEP_BYTES && (await endedSoon(incoming))) return;
  outgoing.shouldKeepAlive = false;
}

/** Whether a body being dropped ends within KEEP_WAIT_MS. */
function endedSoon(incoming: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off('end', onEnd).off('error', onError);
      resolve(ended);
    };
    const onEnd = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(onError, KEEP_WAIT_MS);
    incoming.on('end', onEnd).on('error', onError);
  });
}

export type AppFetch = (req: Request, env: HttpBindings) => Response | Promise<Response>;

export type AppServer = { server: Server; port: number; close: () => Promise<void> };

/** Serves `fetch` on `port` (0: any free one) and resolves once it listens. */
export function serveApp(fetch: AppFetch, port: number, hostname?: string): Promise<AppServer> {
  const settled = async (req: Request, env: HttpBindings | Http2Bindings) => {
    // serve() below makes a plain HTTP/1.1 server: its requests are IncomingMessages.
    const http1 = env as HttpBindings;
    const res = await fetch(req, http1);
    await settleUnreadBody(http1);
    return res;
  };
  return new Promise((resolve) => {
    const server = serve({ fetch: settled, port, hostname }, () => {
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
