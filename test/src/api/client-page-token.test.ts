// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import axios, { type AxiosAdapter, type AxiosStatic } from 'axios';
import { pageTokenScript } from '../../../contract/pageToken';
import { ROOT_ROUTES } from '../../../contract/api/routes';

/** The token route as the client names it (relative to the root base). */
const TOKEN = ROOT_ROUTES.token.path.replace(/^\//, '');

/** The token calls the client made, answered as the server would. */
const tokenCalls: string[] = [];
const adapter: AxiosAdapter = (config) => {
  tokenCalls.push(`${config.url} ${String(config.headers?.Authorization)}`);
  return Promise.resolve({
    data: { token: `asked-${tokenCalls.length}`, expiresIn: 900 },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
};
const recordingAxios = { create: (c: object) => axios.create({ ...c, adapter }) } as unknown as AxiosStatic;

/** A new tab: the client's module loaded afresh over a page the server sent `token` with. */
async function openTab(token: string) {
  vi.resetModules();
  sessionStorage.clear();
  document.head.innerHTML = pageTokenScript({ token, expiresIn: 900 });
  const client = await import('../../../src/api/client');
  const { useSessionStore } = await import('../../../src/stores/session');
  client.setClients(client.createClients(recordingAxios));
  return { ...client, useSessionStore };
}

beforeEach(() => {
  tokenCalls.length = 0;
});

describe('a tab whose page came with a token', () => {
  it('renders on that token without a token call; the next fetch asks the server, in that session', async () => {
    const tab = await openTab('from-page');
    await expect(tab.fetchToken()).resolves.toBe('from-page');
    expect(tokenCalls).toEqual([]);
    expect(tab.useSessionStore.getState().token).toBe('from-page');
    // A refresh is a real call, presenting the page's token so the session carries on.
    await expect(tab.fetchToken()).resolves.toBe('asked-1');
    expect(tokenCalls).toEqual([`${TOKEN} Bearer from-page`]);
  });

  it('keeps its own session when it already holds a token (a reload): the page token is not used', async () => {
    const tab = await openTab('from-page');
    tab.useSessionStore.getState().setToken('own-token');
    await expect(tab.fetchToken()).resolves.toBe('asked-1');
    expect(tokenCalls).toEqual([`${TOKEN} Bearer own-token`]);
  });
});
