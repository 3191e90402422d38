// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import messages from '../../../journey/messages/en-GB.json';
import { guardLoader } from '../../../src/router/appGuard';
import type { GuardDeps } from '../../../src/router/guard';
import type { RouteName } from '../../../src/routes/routeTable';
import { StartingAgainNotice } from '../../../src/features/quote/StartingAgainNotice';
import { useStartingAgainStore } from '../../../src/stores/startingAgain';

/** Guard dependencies with no calls to make; `quote` says whether the tab holds a quote. */
const deps = (quote: boolean): GuardDeps => ({
  fetchToken: vi.fn(async () => undefined),
  getSwitchId: () => (quote ? 'sw-1' : null),
  checkAlreadySwitched: vi.fn(async () => false),
  setAlreadySwitched: vi.fn(),
  track: vi.fn(),
  getReferral: () => ({ refererBranch: 'WEB001', reference: 'OWNER' }),
  getUserTrackingId: () => 'tab-1',
  has: (need) => quote && need === 'quote',
});

/** Runs a route's guard loader as React Router does for a full load of `path`. */
async function open(name: RouteName, path: string, quote: boolean) {
  const args = { params: {}, request: new Request(`http://localhost${path}`), context: {} };
  return (await guardLoader(name, deps(quote))(args as unknown as LoaderFunctionArgs)) as Response | null;
}

beforeEach(() => useStartingAgainStore.getState().clear());
afterEach(cleanup);

describe('a page opened without a quote', () => {
  it.each([
    ['quoteResults', '/results/home-energy'],
    ['tariffDetails', '/tariff-details/12'],
    ['personalDetails', '/details'],
  ] as const)(
    '%s redirects to the quote form, which says in one line why it starts again',
    async (name, path) => {
      const reply = await open(name, path, false);
      expect(reply?.status).toBe(302);
      expect(reply?.headers.get('Location')).toBe('/switch/home-energy');
      expect(useStartingAgainStore.getState().from).toBe(path);
      // The quote form's own guard keeps the line; the page shows it.
      expect(await open('currentTariff', '/switch/home-energy', false)).toBeNull();
      render(<StartingAgainNotice />);
      expect(screen.getByRole('status').textContent).toBe(messages['quote.startingAgain']);
    },
  );

  it('says nothing on a quote form opened directly, nor once the householder moves on', async () => {
    await open('currentTariff', '/switch/home-energy', false);
    expect(useStartingAgainStore.getState().from).toBeNull();
    await open('quoteResults', '/results/home-energy', false);
    expect(useStartingAgainStore.getState().from).toBe('/results/home-energy');
    // A quote made, the results entered: the line is done with.
    expect(await open('quoteResults', '/results/home-energy', true)).toBeNull();
    expect(useStartingAgainStore.getState().from).toBeNull();
    render(<StartingAgainNotice />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("the server's redirect (the form with ?from=) gives the same line, and the address loses the parameter", async () => {
    const reply = await open('currentTariff', '/switch/home-energy?from=%2Fresults%2Fhome-energy', false);
    expect(reply?.status).toBe(302);
    expect(reply?.headers.get('Location')).toBe('/switch/home-energy');
    expect(useStartingAgainStore.getState().from).toBe('/results/home-energy');
    expect(await open('currentTariff', '/switch/home-energy', false)).toBeNull();
    render(<StartingAgainNotice />);
    expect(screen.getByRole('status').textContent).toBe(messages['quote.startingAgain']);
  });

  it('sign-up with a quote but no chosen tariff goes to the results, without the line', async () => {
    const reply = await open('personalDetails', '/details', true);
    expect(reply?.headers.get('Location')).toBe('/results/home-energy');
    expect(useStartingAgainStore.getState().from).toBeNull();
  });
});
