import net from 'node:net';

// A TCP hop between the app and its PostgreSQL that a test cuts and restores: the database going away as the
// network sees it (connections dropped, then refused) or a host that stops answering (connections accepted and
// never served), with the PostgreSQL behind it untouched.

export type TcpProxy = {
  port: number;
  /** Drops every open connection and refuses new ones, as a stopped PostgreSQL does. */
  cut: () => Promise<void>;
  /** Drops every open connection and accepts new ones without ever answering, as an unreachable host does. */
  silence: () => Promise<void>;
  /** Forwards again. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'silent' = 'open';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'silent') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut: async () => {
      const closed = stopListening();
      dropAll();
      await closed;
    },
    silence: async () => {
      mode = 'silent';
      dropAll();
      if (!server.listening) await listen(port);
    },
    restore: async () => {
      mode = 'open';
      dropAll();
      if (!server.listening) await listen(port);
    },
    close: async () => {
      const closed = stopListening();
      dropAll();
      await closed;
    },
  };
}
