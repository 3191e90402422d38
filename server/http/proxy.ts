import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { ServerConfig } from '../config.js';

/** Whether the address at `hop` (0: the socket's peer) is a proxy whose forwarded headers are believed. */
type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * The proxies `TRUST_PROXY` names, as a trust function (Fastify's `trustProxy` option, and the
 * request id below): every one (`true`), the first `n` hops, or the addresses and ranges listed.
 * False when off: Fastify then reads no forwarded header at all.
 */
export function proxyTrust(setting: ServerConfig['trustProxy']): ProxyTrust | false {
  if (setting === false) return false;
  if (setting === true) return () => true;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** What a proxy's request id may be: nginx's `$request_id` is 32 hex digits; a UUID and the like fit too. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id a trusted proxy sent in `X-Request-Id` (nginx sets it from
 * `$request_id` and logs it too, so the proxy's line and the server's join on it), else a random
 * UUID, never a per-process counter, so ids of several servers never collide. A client's own
 * `X-Request-Id`, sent past no trusted proxy, is ignored: it could otherwise forge or repeat ids in
 * the logs.
 */
export function requestIdOf(trust: ProxyTrust | false): (req: IncomingMessage) => string {
  return (req) => {
    const given = req.headers['x-request-id'];
    if (
      trust &&
      typeof given === 'string' &&
      REQUEST_ID.test(given) &&
      trust(req.socket.remoteAddress ?? '', 0)
    )
      return given;
    return randomUUID();
  };
}
