import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a real server (Redis, PostgreSQL) that a test can make misbehave the way a
 * server does: `hang()` keeps every connection open and accepts new ones but lets nothing through (a
 * server that has stopped answering, as a paused Redis does: what clients send waits, unread), and
 * `down()` closes every connection and the listening port (a server that is gone: refused at once).
 */
export interface TcpProxy {
  /** `127.0.0.1:<port>` of the proxy. */
  port: number;
  /** From now on what clients send is held back, unanswered; connections stay open. */
  hang(): void;
  /** Lets what was held back through, in order, and forwards again: the server answers it all. */
  resume(): void;
  /** What clients sent since the last `hang()`, which the server has not seen while hung. */
  heldBack(): string;
  /** Closes every connection and the port: connecting is refused. */
  down(): Promise<void>;
}

/** Starts a {@link TcpProxy} to `target` (`host:port`) on a free port of 127.0.0.1. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let hung = false;
  let held = '';
  /** What each connection's client sent while hung, to be sent on at `resume()`. */
  const waiting = new Map<Socket, Buffer[]>();
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    const queue: Buffer[] = [];
    waiting.set(upstream, queue);
    client.on('data', (b: Buffer) => {
      if (hung) {
        held += b.toString('latin1');
        queue.push(b);
      } else upstream.write(b);
    });
    upstream.on('data', (b: Buffer) => client.write(b));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => {
      waiting.delete(upstream);
      client.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    hang: () => {
      hung = true;
      held = '';
    },
    resume: () => {
      hung = false;
      for (const [upstream, queue] of waiting) for (const b of queue.splice(0)) upstream.write(b);
    },
    heldBack: () => held,
    down: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
