import { describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosInstance } from 'axios';
import {
  openDetails,
  switchKeyRequest,
  switchNow,
  type ResultActionDeps,
} from '../../../../src/features/results/actions';
import type { Selection } from '../../../../src/stores/results';
import { API_ROUTES, relativePath } from '../../../../contract/api/routes';

const chosen: Selection = { tariffId: 3603, payMethod: 'quarterlyDirectDebit', switchOption: 'Online' };

function deps(post: (url: string, body: unknown) => Promise<unknown>, switchType = 'gasToGas' as const) {
  const calls: string[] = [];
  const d: ResultActionDeps & { calls: string[] } = {
    api: { post: vi.fn(post) } as unknown as AxiosInstance,
    quote: { switchId: '4626250942', switchType, proposedPayMethod: 'monthlyDirectDebit' },
    select: (s) => calls.push(`select ${s.tariffId} ${s.payMethod}`),
    setSwitchKey: (c) => calls.push(`key ${c.switchKey} ${c.tariffId} ${c.payMethod}`),
    markAlreadySwitched: () => calls.push('already switched'),
    navigate: (p) => calls.push(`go ${p}`),
    startLoader: () => calls.push('loader on'),
    stopLoader: () => calls.push('loader off'),
    calls,
  };
  return d;
}

function axiosError(status: number, message: string): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError('failed', 'ERR', { headers }, null, {
    status,
    statusText: '',
    headers,
    config: { headers },
    data: { statusCode: status, error: 'x', message },
  });
}

describe('More Info and Switch Now', () => {
  it('More Info stores the payment method and switch option, then opens tariff details', () => {
    const d = deps(async () => ({}));
    openDetails(chosen, d);
    expect(d.calls).toEqual([
      'select 3603 quarterlyDirectDebit',
      'go /tariff-details/3603?pay=quarterlyDirectDebit',
    ]);
  });

  it('the switch plan names the chosen tariff and payment method for every fuel of the quote', () => {
    const quote = { switchId: 'S1' };
    expect(switchKeyRequest({ ...quote, switchType: 'gasToGas' }, chosen).switchPlan).toEqual({
      gas: { tariffId: 3603, payMethod: 'quarterlyDirectDebit' },
    });
    expect(switchKeyRequest({ ...quote, switchType: 'electricityToElectricity' }, chosen).switchPlan).toEqual(
      {
        electricity: { tariffId: 3603, payMethod: 'quarterlyDirectDebit' },
      },
    );
    expect(switchKeyRequest({ ...quote, switchType: 'dualDistinctToDualConsolidated' }, chosen)).toEqual({
      switchId: 'S1',
      switchType: 'dualDistinctToDualConsolidated',
      switchPlan: {
        gas: { tariffId: 3603, payMethod: 'quarterlyDirectDebit' },
        electricity: { tariffId: 3603, payMethod: 'quarterlyDirectDebit' },
      },
    });
  });

  it('Switch Now stores the pay method, obtains the key, keeps it for sign-up and goes to personalDetails', async () => {
    const d = deps(async (url, body) => {
      expect(url).toBe(relativePath(API_ROUTES.switchKey.path));
      expect(body).toMatchObject({ switchId: '4626250942', switchType: 'gasToGas' });
      return { data: { geniusSwitchKeyDto: { switchKey: 'K'.repeat(43) } } };
    });
    await expect(switchNow(chosen, d)).resolves.toEqual({ kind: 'done' });
    expect(d.calls).toEqual([
      'select 3603 quarterlyDirectDebit',
      'loader on',
      `key ${'K'.repeat(43)} 3603 quarterlyDirectDebit`,
      'go /details',
      'loader off',
    ]);
  });

  it('never asks for a key for a review-only tariff', async () => {
    const d = deps(async () => {
      throw new Error('must not be called');
    });
    await expect(switchNow({ ...chosen, switchOption: 'None' }, d)).resolves.toEqual({ kind: 'reviewOnly' });
    expect(d.calls).toEqual([]);
  });

  it('a refused key shows the server’s message and stays on the page; a 500 is left to the error page', async () => {
    const refused = deps(async () => {
      throw axiosError(400, 'This tariff is review only.');
    });
    await expect(switchNow(chosen, refused)).resolves.toEqual({
      kind: 'failed',
      message: 'This tariff is review only.',
    });
    expect(refused.calls.filter((c) => c.startsWith('go'))).toEqual([]);
    expect(refused.calls.at(-1)).toBe('loader off');

    const down = deps(async () => {
      throw new Error('Network Error');
    });
    await expect(switchNow(chosen, down)).resolves.toEqual({
      kind: 'failed',
      message: 'We could not start your switch just now. Please try again.',
    });

    const broken = deps(async () => {
      throw axiosError(500, 'boom');
    });
    await expect(switchNow(chosen, broken)).resolves.toEqual({ kind: 'left' });
  });

  it('a quote switched already (409 from the key call) goes to Switch Complete, not an error', async () => {
    const d = deps(async () => {
      throw axiosError(409, 'This quote has already been switched.');
    });
    await expect(switchNow(chosen, d)).resolves.toEqual({ kind: 'left' });
    expect(d.calls).toEqual([
      'select 3603 quarterlyDirectDebit',
      'loader on',
      'already switched',
      'go /switch-complete',
      'loader off',
    ]);
  });
});
