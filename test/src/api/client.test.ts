// The stores persist to sessionStorage: an in-memory one, before they load.
import '../memorySessionStorage';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { API_ROUTES, ROOT_ROUTES } from '../../../contract/api/routes';

const { createClients, fetchToken, setClients, startTokenRefresh } = await import('../../../src/api/client');
const { registerNavigator } = await import('../../../src/api/navigation');
const { useSessionStore } = await import('../../../src/stores/session');
const { sendTrackRecords } = await import('../../../src/api/endpoints/trackRecords');
const { checkAlreadySwitched } = await import('../../../src/api/endpoints/alreadySwitched');
const { defaultSettings } = await import('../../../src/settings/readSettings');

/** What the local server saw, and what it answers next. */
const seen: { method?: string; url?: string; auth?: string; body: string }[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };
/** Replies for the next API calls (not the token call), before `reply` applies again. */
const apiReplies: { status: number; body: unknown }[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body });
      const queued = req.url === ROOT_ROUTES.token.path ? undefined : apiReplies.shift();
      if (queued) {
        res.writeHead(queued.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(queued.body));
        return;
      }
      const answer =
        req.url === ROOT_ROUTES.token.path && reply.status === 200
          ? { token: `tok-${seen.length}`, expiresIn: 60 }
          : reply.body;
      res.writeHead(
        req.url === ROOT_ROUTES.token.path ? (reply.status === 200 ? 200 : reply.status) : reply.status,
        {
          'content-type': 'application/json',
        },
      );
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const navigations: string[] = [];
let unregister: () => void;
beforeEach(() => {
  seen.length = 0;
  apiReplies.length = 0;
  navigations.length = 0;
  reply = { status: 200, body: {} };
  useSessionStore.setState({ token: null, error: null });
  setClients(createClients(axios, { ...defaultSettings, authBase: `${base}/`, apiBase: `${base}/api` }));
  unregister = registerNavigator((p) => navigations.push(p));
});
afterEach(() => {
  unregister();
  setClients(undefined);
  vi.useRealTimers();
});

const api = async () => (await import('../../../src/api/client')).apiClient();

describe('API client', () => {
  it('gets the token from the root base and sends it as a bearer token to the API base', async () => {
    await fetchToken();
    expect(seen[0]).toMatchObject({ method: 'POST', url: ROOT_ROUTES.token.path });
    expect(useSessionStore.getState().token).toBe('tok-1');
    await checkAlreadySwitched(await api(), 'S-1');
    expect(seen[1]).toMatchObject({
      url: `/api${API_ROUTES.alreadySwitched.path}`,
      auth: 'Bearer tok-1',
      body: JSON.stringify({ switchId: 'S-1' }),
    });
  });

  it.each([401, 500])(
    'a %i stores the status and server message and goes to the error page',
    async (status) => {
      reply = { status, body: { statusCode: status, error: 'x', message: `server says ${status}` } };
      await expect(checkAlreadySwitched(await api(), 'S-1')).rejects.toThrow();
      expect(useSessionStore.getState().error).toEqual({ status, message: `server says ${status}` });
      expect(navigations).toEqual([`/error/${status}`]);
    },
  );

  it('a call refused with 401 (token expired) gets a fresh token in the same session and one more try', async () => {
    await fetchToken();
    const expired = { statusCode: 401, error: 'Unauthorized', message: 'Bearer token expired' };
    apiReplies.push({ status: 401, body: expired });
    reply = { status: 200, body: false };
    await expect(checkAlreadySwitched(await api(), 'S-1')).resolves.toBe(false);
    expect(seen.map((s) => `${s.url} ${s.auth}`)).toEqual([
      '/auth/token undefined',
      '/api/request/customer/whitelabel/switch/complete Bearer tok-1',
      // The refresh presents the expired token: the server carries its session on.
      '/auth/token Bearer tok-1',
      '/api/request/customer/whitelabel/switch/complete Bearer tok-3',
    ]);
    expect(navigations).toEqual([]);
    expect(useSessionStore.getState().error).toBeNull();
  });

  it('calls refused together share one refresh; a second 401 goes to the error page', async () => {
    await fetchToken();
    const expired = { statusCode: 401, error: 'Unauthorized', message: 'Bearer token expired' };
    apiReplies.push({ status: 401, body: expired }, { status: 401, body: expired });
    reply = { status: 200, body: false };
    const client = await api();
    await Promise.all([checkAlreadySwitched(client, 'S-1'), checkAlreadySwitched(client, 'S-2')]);
    expect(seen.filter((s) => s.url === ROOT_ROUTES.token.path)).toHaveLength(2);
    expect(navigations).toEqual([]);

    apiReplies.push(
      { status: 401, body: expired },
      { status: 401, body: { ...expired, message: 'still no' } },
    );
    await expect(checkAlreadySwitched(client, 'S-3')).rejects.toThrow();
    expect(navigations).toEqual(['/error/401']);
    expect(useSessionStore.getState().error).toEqual({ status: 401, message: 'still no' });
  });

  it('a 500 from the token call goes to the error page too', async () => {
    reply = { status: 500, body: { statusCode: 500, error: 'x', message: 'no tokens today' } };
    await expect(fetchToken()).rejects.toThrow();
    expect(navigations).toEqual(['/error/500']);
    expect(useSessionStore.getState().error?.message).toBe('no tokens today');
  });

  it('other statuses stay with the caller', async () => {
    reply = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'nope' } };
    await expect(checkAlreadySwitched(await api(), 'S-1')).rejects.toThrow();
    expect(navigations).toEqual([]);
    expect(useSessionStore.getState().error).toBeNull();
  });

  it('tracking failures are swallowed and never leave the page', async () => {
    reply = { status: 500, body: { statusCode: 500, error: 'x', message: 'down' } };
    sendTrackRecords(await api(), [{ propertyDetails: [{ name: 'Page', value: 'P' }] }]);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(navigations).toEqual([]);
  });

  it('a refresh presents the current token, so the server keeps the session', async () => {
    await fetchToken();
    await fetchToken();
    expect(seen.map((s) => s.auth)).toEqual([undefined, 'Bearer tok-1']);
    expect(useSessionStore.getState().token).toBe('tok-2');
    expect(JSON.parse(sessionStorage.getItem('session')!).state.token).toBe('tok-2');
  });

  it('refreshes the token on the configured interval until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = startTokenRefresh(10_000);
    vi.advanceTimersByTime(10_000);
    await vi.waitFor(() => expect(seen.filter((s) => s.url === ROOT_ROUTES.token.path)).toHaveLength(1));
    vi.advanceTimersByTime(10_000);
    await vi.waitFor(() => expect(seen.filter((s) => s.url === ROOT_ROUTES.token.path)).toHaveLength(2));
    stop();
    vi.advanceTimersByTime(30_000);
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.filter((s) => s.url === ROOT_ROUTES.token.path)).toHaveLength(2);
  });
});
