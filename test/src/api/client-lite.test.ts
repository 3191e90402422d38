/**
 * The API client's tests again, with `axios` replaced by src/api/axios-lite.ts as the production
 * build does (vite.config.ts): the client must behave the same on either. Then what the lite
 * client does that the client's tests do not reach: query parameters, a timeout, a reply that is
 * not JSON, no server at all.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import lite, { isAxiosError, type AxiosError } from '../../../src/api/axios-lite';

vi.mock('axios', async () => await import('../../../src/api/axios-lite'));

await import('./client.test');

describe('axios-lite', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url?.includes('/slow')) return void setTimeout(() => res.end('{}'), 500);
      if (req.url?.includes('/text')) return void res.end('plain words');
      res.writeHead(req.url?.includes('/missing') ? 404 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ url: req.url, accept: req.headers.accept }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('is what the client module gets for axios here', async () => {
    expect((await import('axios')).default.create).toBe(lite.create);
  });

  it('joins the base and the path and encodes query parameters, leaving out empty ones', async () => {
    const { data } = await lite
      .create({ baseURL: base })
      .get<{ url: string }>('/lookup', { params: { postcode: 'SW1A 1AA', none: undefined, n: 3 } });
    expect(data.url).toBe('/api/lookup?postcode=SW1A+1AA&n=3');
  });

  it('rejects a 404 with the reply attached, and a timeout with ECONNABORTED', async () => {
    const client = lite.create({ baseURL: base, timeout: 100 });
    const missing = await client.get('missing').catch((e: unknown) => e);
    expect(isAxiosError(missing)).toBe(true);
    expect((missing as AxiosError<{ url: string }>).response?.status).toBe(404);
    expect((missing as AxiosError<{ url: string }>).response?.data.url).toBe('/api/missing');
    const slow = await client.get('slow').catch((e: unknown) => e);
    expect((slow as AxiosError).code).toBe('ECONNABORTED');
  });

  it('keeps a reply that is not JSON as text, and names a network failure', async () => {
    expect((await lite.create({ baseURL: base }).get('text')).data).toBe('plain words');
    const down = await lite
      .create({ baseURL: 'http://127.0.0.1:1/' })
      .get('x')
      .catch((e: unknown) => e);
    expect((down as AxiosError).code).toBe('ERR_NETWORK');
    expect((down as AxiosError).response).toBeUndefined();
  });
});
