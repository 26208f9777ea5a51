import http from 'node:http';
import net from 'node:net';

// The load balancer of the cluster test: round robin over the instances, plain HTTP and WebSocket upgrades alike,
// no stickiness (the web client opens its socket over WebSocket only, so one upgrade is the whole connection).
// Each answer says which instance served it (x-served-by), and `next` which one the next request goes to.

export type Backend = { name: string; port: number };
export type RoundRobinProxy = { url: string; next: () => string; served: string[]; close: () => Promise<void> };

export async function startProxy(backends: Backend[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const served: string[] = [];
  const pick = () => {
    const backend = backends[turn++ % backends.length]!;
    served.push(backend.name);
    return backend;
  };
  const agent = new http.Agent({ keepAlive: false });
  const tunnels = new Set<net.Socket>();

  const server = http.createServer((req, res) => {
    const backend = pick();
    const upstream = http.request({ host: '127.0.0.1', port: backend.port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': backend.name });
      answer.pipe(res);
    });
    upstream.on('error', () => res.headersSent || res.writeHead(502).end());
    req.pipe(upstream);
  });

  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const backend = pick();
    const upstream = net.connect(backend.port, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      tunnels.add(socket);
      socket.on('close', () => tunnels.delete(socket));
      socket.on('error', () => (socket === client ? upstream : client).destroy());
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    next: () => backends[turn % backends.length]!.name,
    served,
    close: async () => {
      for (const socket of tunnels) socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
