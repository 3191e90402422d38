import { describe, expect, it } from 'vitest';
import { QUOTE_LIST_NAMES, quoteListSource } from '../../../../src/features/quote/lists';
import { useQuoteLookups } from '../../../../src/stores/quoteLookups';
import samples from '../../../../journey/samples/lists.json';
import { journeyListNames } from '../../../../scripts/journey-registries.js';

describe('the quote form lists by name', () => {
  it('serves every list the sample lists have (so the staff preview shows what the form shows)', () => {
    // The samples cover every list the app serves: the quote form's and the sign-up page's.
    expect(Object.keys(samples.lists).sort()).toEqual(journeyListNames());
    expect(quoteListSource().names()).toEqual([...QUOTE_LIST_NAMES]);
  });

  it('maps what the actions loaded, with its progress and the messages for it', () => {
    useQuoteLookups.getState().reset();
    const lists = quoteListSource();
    expect(lists.get('addresses')).toMatchObject({ items: [], status: 'idle' });
    expect(lists.get('addresses')?.messages?.idle).toBe('quote.addressSearchFirst');
    useQuoteLookups.getState().set({
      tariffs: {
        gas: [
          {
            id: 701,
            name: 'Standard',
            isDefaultOrStandard: true,
            isFixedFromEnergyStartDate: false,
            endDate: null,
          },
        ],
        electricity: [],
        dual: [],
      },
      tariffStatus: { gas: 'done', electricity: 'loading', dual: 'idle' },
    });
    expect(lists.get('tariffs.gas')?.items.map((i) => [i.value, i.label])).toEqual([[701, 'Standard']]);
    expect(lists.get('tariffs.electricity')?.status).toBe('loading');
    expect(lists.get('nope')).toBeUndefined();
  });

  it('gives the same object while a list is unchanged, and tells subscribers when the store changes', () => {
    useQuoteLookups.getState().reset();
    const lists = quoteListSource();
    const first = lists.get('suppliers.gas');
    expect(lists.get('suppliers.gas')).toBe(first);
    let calls = 0;
    const stop = lists.subscribe(() => (calls += 1));
    useQuoteLookups.getState().set({
      suppliers: {
        gas: [{ id: 7, name: 'Crown', isBigSix: false, sampleData: true, logoSvg: null }],
        electricity: [],
        dual: [],
      },
    });
    stop();
    expect(calls).toBe(1);
    expect(lists.get('suppliers.gas')).not.toBe(first);
    expect(lists.get('suppliers.gas')?.items[0]).toMatchObject({ value: 7, label: 'Crown' });
  });
});
