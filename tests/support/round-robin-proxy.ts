// A small balancer for tests and the bench (docs/decisions/scale-out.md): each request goes to the next of several
// server instances in turn, its body and answer streamed through. An instance that refuses a connection is left
// out until the proxy stops (as a balancer's passive health check would), and that request answers 502, so
// a client retries it, on another instance. A connection an instance cuts (killed, or a demo fault dropping it)
// is cut for the client too: it sees what it would see without the proxy.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RoundRobinProxy = {
  url: string;
  /** Requests sent to each upstream, in the order given. */
  counts: () => number[];
  stop: () => Promise<void>;
};

export async function startRoundRobinProxy(upstreams: readonly string[], port = 0): Promise<RoundRobinProxy> {
  const targets = upstreams.map((u) => new URL(u));
  const counts = targets.map(() => 0);
  const down = new Set<number>();
  let turn = 0;

  const next = (): number | null => {
    for (let tried = 0; tried < targets.length; tried++) {
      const i = turn++ % targets.length;
      if (!down.has(i)) return i;
    }
    return null;
  };

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const i = next();
    if (i === null) return void res.writeHead(502).end('no instance');
    counts[i]! += 1;
    const target = targets[i]!;
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNREFUSED' || res.headersSent) return void res.destroy();
      down.add(i);
      res.writeHead(502).end(`instance ${i}: ${error.code}`);
    });
    req.pipe(upstream);
  };

  const server = createServer(forward);
  // Keep-alive connections to a killed instance would otherwise hang the proxy's close.
  server.keepAliveTimeout = 1000;
  // Every interface, as the server itself listens: a browser may reach localhost over IPv6.
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    counts: () => [...counts],
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
