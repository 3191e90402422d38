import { describe, expect, it, vi } from 'vitest';
import { runGuard, type GuardDeps } from '../../../src/router/guard';
import { ROUTES } from '../../../src/routes/routeTable';

function deps(overrides: Partial<GuardDeps> = {}) {
  const calls: string[] = [];
  const d: GuardDeps & { calls: string[] } = {
    calls,
    fetchToken: vi.fn(async () => void calls.push('token')),
    getSwitchId: vi.fn(() => null),
    checkAlreadySwitched: vi.fn(async () => {
      calls.push('check');
      return false;
    }),
    setAlreadySwitched: vi.fn(),
    track: vi.fn(() => void calls.push('track')),
    getReferral: () => ({ refererBranch: 'WEB001', reference: 'OWNER' }),
    getUserTrackingId: () => 'tab-1',
    has: () => true,
    ...overrides,
  };
  return d;
}

describe('navigation guard', () => {
  it.each([
    ['quoteResults', [], '/switch/home-energy'],
    ['tariffDetails', [], '/switch/home-energy'],
    ['personalDetails', [], '/switch/home-energy'],
    ['personalDetails', ['quote'], '/results/home-energy'],
    ['switchComplete', ['quote', 'switchKey'], '/switch/home-energy'],
  ] as const)('%s opened with only %j goes to %s, before any call', async (name, met, to) => {
    const d = deps({ has: (need) => (met as readonly string[]).includes(need) });
    expect(await runGuard(ROUTES[name], 'title', {}, d)).toEqual({ action: 'redirect', to });
    expect(d.calls).toEqual([]);
  });

  it('enters a page that has what it needs, and pages that need nothing, as before', async () => {
    const met = deps({ has: (need) => need === 'switched' });
    expect(await runGuard(ROUTES.switchComplete, 'Thank you', {}, met)).toEqual({ action: 'enter' });
    const none = deps({ has: () => false });
    expect(await runGuard(ROUTES.currentTariff, 'Quote', {}, none)).toEqual({ action: 'enter' });
    expect(await runGuard(ROUTES.carbonOffsetProcess, 'Carbon', {}, none)).toEqual({ action: 'enter' });
  });

  it('fetches a token and then records the page view before entering', async () => {
    const d = deps();
    const outcome = await runGuard(
      ROUTES.currentTariff,
      'Your Current Energy Information',
      { refererBranch: 'BR1', reference: undefined },
      d,
    );
    expect(outcome).toEqual({ action: 'enter' });
    expect(d.calls).toEqual(['token', 'track']);
    expect(d.track).toHaveBeenCalledWith([
      {
        userRefId: 'OWNER',
        referralBranch: 'WEB001',
        userTrackingId: 'tab-1',
        propertyDetails: [
          { name: 'Page', value: 'Your Current Energy Information' },
          { name: 'Action', value: 'Viewed' },
          { name: 'Referer Branch', value: 'BR1' },
        ],
      },
    ]);
  });

  it('does nothing at all before the error page', async () => {
    const d = deps();
    expect(await runGuard(ROUTES.error, 'Something went wrong', { status: '500' }, d)).toEqual({
      action: 'enter',
    });
    expect(d.calls).toEqual([]);
  });

  it.each(['quoteResults', 'tariffDetails', 'personalDetails'] as const)(
    '%s goes to Switch Complete when the stored switch is already complete, without tracking',
    async (name) => {
      const d = deps({ getSwitchId: () => 'S-1', checkAlreadySwitched: vi.fn(async () => true) });
      expect(await runGuard(ROUTES[name], 'title', {}, d)).toEqual({
        action: 'redirect',
        to: '/switch-complete',
      });
      expect(d.checkAlreadySwitched).toHaveBeenCalledWith('S-1');
      expect(d.setAlreadySwitched).toHaveBeenCalledWith(true);
      expect(d.track).not.toHaveBeenCalled();
    },
  );

  it('tracks the tariff id and switch id when the switch is not complete', async () => {
    const d = deps({ getSwitchId: () => 'S-1' });
    expect(await runGuard(ROUTES.tariffDetails, 'Tariff details', { tariffId: 'T9' }, d)).toEqual({
      action: 'enter',
    });
    expect(d.calls).toEqual(['token', 'check', 'track']);
    const [[records]] = vi.mocked(d.track).mock.calls;
    expect(records[0].switchId).toBe('S-1');
    expect(records[0].propertyDetails).toContainEqual({ name: 'Tariff Id', value: 'T9' });
  });

  it('skips the already-switched check without a stored quote', async () => {
    const d = deps();
    await runGuard(ROUTES.personalDetails, 'Sign Up', {}, d);
    expect(d.checkAlreadySwitched).not.toHaveBeenCalled();
  });

  it('does not check on pages outside quoteResults, tariffDetails and personalDetails', async () => {
    const d = deps({ getSwitchId: () => 'S-1' });
    for (const name of ['currentTariff', 'switchComplete', 'carbonOffset', 'carbonOffsetProcess'] as const) {
      await runGuard(ROUTES[name], 't', {}, d);
    }
    expect(d.checkAlreadySwitched).not.toHaveBeenCalled();
  });

  it('reports a failed token call instead of entering', async () => {
    const error = new Error('down');
    const d = deps({ fetchToken: vi.fn(async () => Promise.reject(error)) });
    expect(await runGuard(ROUTES.quoteResults, 't', {}, d)).toEqual({ action: 'failed', error });
    expect(d.track).not.toHaveBeenCalled();
  });
});
