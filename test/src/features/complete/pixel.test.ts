import { describe, expect, it } from 'vitest';
import {
  markPixelSent,
  pixelAlreadySent,
  pixelEventCode,
  pixelUrl,
  type PixelFacts,
} from '../../../../src/features/complete/pixel';
import { summarisePlan } from '../../../../src/features/complete/switchPlan';
import { addWorkingDays, isWorkingDay } from '../../../../src/features/complete/workingDays';

const facts: PixelFacts = {
  template: '/sandbox/affiliate/pixel.gif',
  ownerReference: 'BSE-WEB',
  switchId: '123',
  cost: 1234.5,
  switchType: 'gasToGas',
};

describe('affiliate pixel', () => {
  it('uses event 1105 for single fuel and 1106 for dual', () => {
    expect(pixelEventCode('gasToGas')).toBe('1105');
    expect(pixelEventCode('electricityToElectricity')).toBe('1105');
    expect(pixelEventCode('dualConsolidatedToDualConsolidated')).toBe('1106');
    expect(pixelEventCode('dualDistinctToDualConsolidated')).toBe('1106');
  });

  it('adds the values as a query, or fills the template placeholders', () => {
    expect(pixelUrl(facts)).toBe(
      '/sandbox/affiliate/pixel.gif?event=1105&ref=BSE-WEB&switchId=123&cost=1234.50',
    );
    expect(
      pixelUrl({
        ...facts,
        template: 'https://track.example/p?c={event}&r={ref}&s={switchId}&v={cost}',
        switchType: 'dualDistinctToDualConsolidated',
      }),
    ).toBe('https://track.example/p?c=1106&r=BSE-WEB&s=123&v=1234.50');
  });

  it('shows only when the reference, switch id and a cost exist and the type is known', () => {
    expect(pixelUrl({ ...facts, template: '' })).toBeNull();
    expect(pixelUrl({ ...facts, ownerReference: '' })).toBeNull();
    expect(pixelUrl({ ...facts, switchId: null })).toBeNull();
    expect(pixelUrl({ ...facts, cost: undefined })).toBeNull();
    expect(pixelUrl({ ...facts, cost: 0 })).toBeNull();
    expect(pixelUrl({ ...facts, switchType: undefined })).toBeNull();
    expect(pixelUrl({ ...facts, switchType: 'somethingElse' as never })).toBeNull();
  });
});

describe('affiliate pixel, once per switch in a tab', () => {
  it('is reported again only for another switch', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    expect(pixelAlreadySent('123', storage)).toBe(false);
    markPixelSent('123', storage);
    expect(pixelAlreadySent('123', storage)).toBe(true);
    expect(pixelAlreadySent('456', storage)).toBe(false);
    expect(pixelAlreadySent(null, storage)).toBe(false);
  });
});

describe('switch plan summary', () => {
  it('adds every fuel cost, to the penny', () => {
    const part = (cost: number) => ({ cost }) as never;
    expect(
      summarisePlan({
        geniusSwitchPlanInfoDto: {
          geniusSwitchPlanInfo: {
            switchPlanInfoDto: { gas: part(600.1), electricity: part(700.2) },
            switchType: 'dualConsolidatedToDualConsolidated',
          },
        },
      }),
    ).toEqual({ switchType: 'dualConsolidatedToDualConsolidated', totalCost: 1300.3 });
  });
});

describe('working days', () => {
  it('skips weekends and England and Wales bank holidays', () => {
    expect(isWorkingDay(new Date(2026, 11, 25))).toBe(false); // Christmas Day
    expect(isWorkingDay(new Date(2026, 11, 26))).toBe(false); // Saturday
    expect(isWorkingDay(new Date(2026, 11, 29))).toBe(true);
    // Wednesday 23 Dec 2026 + 3 working days: 24 Dec, then (25 Dec, weekend, 28 Dec holiday) 29, 30 Dec.
    expect(addWorkingDays(new Date(2026, 11, 23), 3)).toEqual(new Date(2026, 11, 30));
    // Monday 23 Nov 2026 + 10 working days is Monday 7 Dec 2026.
    expect(addWorkingDays(new Date(2026, 10, 23), 10)).toEqual(new Date(2026, 11, 7));
  });
});
