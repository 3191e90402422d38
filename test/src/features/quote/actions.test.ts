import { describe, expect, it, vi } from 'vitest';
import type { AxiosInstance } from 'axios';
import { createJourneyController, type StateAccess } from '../../../../engine/core/index.js';
import { createQuoteActions, type QuoteActionDeps } from '../../../../src/features/quote/actions';
import { useQuoteLookups } from '../../../../src/stores/quoteLookups';
import { readJourneyData, readJourneyDir } from '../../../../scripts/journey-check.js';
import { loadJourney } from '../../../../engine/core/load.js';
import { fileURLToPath } from 'node:url';
import { API_ROUTES, relativePath } from '../../../../contract/api/routes';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

function fakeApi(routes: Record<string, (body: unknown, params: unknown) => unknown>) {
  const call = (method: string) =>
    vi.fn(async (url: string, bodyOrConfig?: unknown, config?: unknown) => {
      const params =
        method === 'get'
          ? (bodyOrConfig as { params?: unknown })?.params
          : (config as { params?: unknown })?.params;
      const handler = routes[`${method} ${url}`];
      if (!handler) throw new Error(`no route ${method} ${url}`);
      return { status: 200, data: handler(method === 'get' ? undefined : bodyOrConfig, params) };
    });
  return { get: call('get'), post: call('post') } as unknown as AxiosInstance & {
    get: ReturnType<typeof vi.fn>;
    post: ReturnType<typeof vi.fn>;
  };
}

function deps(api: AxiosInstance, track = vi.fn()): QuoteActionDeps {
  return {
    api,
    lookups: useQuoteLookups,
    useGbAddressData: () => true,
    track,
    trackingBase: () => ({ userRefId: 'REF', referralBranch: 'BR', userTrackingId: 't1' }),
    startLoader: () => undefined,
    stopLoader: () => undefined,
  };
}

const state = (values: Record<string, unknown>): StateAccess => ({
  get: (name) =>
    name.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], values),
  snapshot: () => values,
});

const address = {
  addressLine1: '1 Church Street',
  addressLine2: '',
  city: 'Norwich',
  county: 'Norfolk',
  postcode: 'NR1 3QU',
  text: '1 Church Street',
};
const gas = {
  isDomestic: true,
  mprn: '3938424403',
  isPrepayment: false,
  isSmartMeter: false,
  mpaq: 11000,
  mugSupplierId: 7,
};
const tariffs = [
  { id: 71, name: 'Fix 12', isDefaultOrStandard: false, isFixedFromEnergyStartDate: true },
  { id: 70, name: 'Standard Variable', isDefaultOrStandard: true, isFixedFromEnergyStartDate: false },
];

describe('quote actions', () => {
  it('findAddresses looks up a GB postcode (normalised) and refuses a non-GB one without a call', async () => {
    useQuoteLookups.getState().reset();
    const api = fakeApi({ 'get request/address/list/postcode': () => ({ verifiedAddresses: [address] }) });
    const actions = createQuoteActions(deps(api));
    await actions.findAddresses({}, state({ postcode: 'BT11AA' }));
    expect(api.get).not.toHaveBeenCalled();
    await actions.findAddresses({}, state({ postcode: 'NR13QU' }));
    expect(api.get).toHaveBeenCalledWith(relativePath(API_ROUTES.verifiedAddresses.path), {
      params: { postcode: 'NR1 3QU' },
    });
    expect(useQuoteLookups.getState()).toMatchObject({ addresses: [address], addressStatus: 'done' });
  });

  it('lookUpMeters returns the meters as the journey context (the defaults are journey data)', async () => {
    useQuoteLookups.getState().reset();
    useQuoteLookups.getState().set({ addresses: [address] });
    const api = fakeApi({
      'post request/address/recco/details': () => ({ gasdetails: [gas], elecdetails: [] }),
    });
    const patch = await createQuoteActions(deps(api)).lookUpMeters(
      {},
      state({ postcode: 'NR13QU', address: '1 Church Street' }),
    );
    expect(patch).toEqual({
      meter: expect.objectContaining({
        hasGas: true,
        hasElectricity: false,
        gasSupplierId: 7,
        gasMpaq: 11000,
      }),
    });
    expect(useQuoteLookups.getState().meterStatus).toBe('done');
  });

  it('loadSuppliers asks for each supply with its own pay method and the Economy 7 share (spec section 7)', async () => {
    useQuoteLookups.getState().reset();
    const api = fakeApi({
      'post request/suppliers': (body) => {
        const kind = (body as { switchType: string }).switchType;
        return {
          suppliersDto:
            kind === 'gasToGas'
              ? { gasSuppliers: [{ id: 7, name: 'Crown' }] }
              : kind === 'electricityToElectricity'
                ? { electricitySuppliers: [{ id: 11, name: 'Unity' }] }
                : { dualConsolidatedSuppliers: [{ id: 2, name: 'Brightwater' }] },
        };
      },
    });
    const answers = {
      postcode: 'NR13QU',
      meter: { mpan: '0280012345671312345678907' },
      gasCurrentPayMethod: 'monthlyDirectDebit',
      electricityCurrentPayMethod: 'prePaymentMeter',
      economy7Percentage: 30,
    };
    await createQuoteActions(deps(api)).loadSuppliers({}, state(answers));
    const bodies = api.post.mock.calls.map((call) => call[1]);
    expect(bodies).toEqual([
      { postcode: 'NR13QU', switchType: 'gasToGas', currentPayMethod: 'monthlyDirectDebit' },
      {
        postcode: 'NR13QU',
        switchType: 'electricityToElectricity',
        currentPayMethod: 'prePaymentMeter',
        economy7Percentage: 30,
        mpan: '0280012345671312345678907',
      },
      {
        postcode: 'NR13QU',
        switchType: 'dualConsolidatedToDualConsolidated',
        economy7Percentage: 30,
        mpan: '0280012345671312345678907',
      },
    ]);
    expect(useQuoteLookups.getState().suppliers).toMatchObject({
      gas: [{ id: 7 }],
      electricity: [{ id: 11 }],
      dual: [{ id: 2 }],
    });
    // One supply alone: only its list is asked again.
    await createQuoteActions(deps(api)).loadSuppliers({ fuel: 'gas' }, state(answers));
    expect(api.post).toHaveBeenCalledTimes(4);
  });

  it('loadTariffs sends the pay method, keeps a tariff still offered and replaces one that is not', async () => {
    useQuoteLookups.getState().reset();
    const offered = [
      { id: 70, name: 'Standard Variable', isDefaultOrStandard: true, isFixedFromEnergyStartDate: false },
    ];
    const api = fakeApi({ 'post request/tariffs': () => ({ tariffsDto: { tariffs: offered } }) });
    const actions = createQuoteActions(deps(api));
    const answers = { postcode: 'NR13QU', gasSupplierId: 7, gasCurrentPayMethod: 'monthlyDirectDebit' };
    // The Pay As You Go tariff chosen before is not offered to a direct debit customer: the standard one is.
    expect(await actions.loadTariffs({ fuel: 'gas' }, state({ ...answers, gasTariffId: 74 }))).toEqual({
      gasTariffId: 70,
      'tariffFixed.gas': false,
    });
    expect(api.post.mock.calls[0][1]).toEqual({
      postcode: 'NR13QU',
      switchType: 'gasToGas',
      currentPayMethod: 'monthlyDirectDebit',
      supplierId: 7,
      fuelType: 'gas',
    });
    expect(
      await actions.loadTariffs({ fuel: 'gas' }, state({ ...answers, gasTariffId: 70 })),
    ).toBeUndefined();
    expect(useQuoteLookups.getState().tariffs.gas).toEqual(offered);
  });

  it('chooseTariff clears the end date of a tariff that is not fixed from the energy start date', () => {
    useQuoteLookups.getState().set({ tariffs: { gas: tariffs, electricity: [], dual: [] } });
    const actions = createQuoteActions(deps(fakeApi({})));
    expect(actions.chooseTariff({ fuel: 'gas' }, state({ gasTariffId: 71 }))).toEqual({
      'tariffFixed.gas': true,
    });
    expect(actions.chooseTariff({ fuel: 'gas' }, state({ gasTariffId: 70 }))).toEqual({
      'tariffFixed.gas': false,
      gasTariffValidToDate: undefined,
    });
  });

  it('estimateUsage waits for all five answers, then fills the compared fuels in kWh a year', async () => {
    const api = fakeApi({
      'get request/estimation/usage': () => ({
        estimatedUsageDto: { gasUsage: 11500.4, electricityUsage: 2700 },
      }),
    });
    const actions = createQuoteActions(deps(api));
    const answers = {
      estimateHouseType: 1,
      estimateBedrooms: 3,
      estimateOccupancy: 2,
      estimateModernisation: 2,
    };
    expect(await actions.estimateUsage({}, state({ ...answers, compareFuel: 'gas' }))).toBeUndefined();
    expect(
      await actions.estimateUsage(
        {},
        state({ ...answers, estimateHeatingAndCooking: 1, compareFuel: 'gas' }),
      ),
    ).toEqual({ gasUsage: 11500, gasUsageType: 1, gasUsageUnit: 1 });
  });

  it('applyAverage, restoreMeterUsage and matchUsageType', () => {
    const actions = createQuoteActions(deps(fakeApi({})));
    expect(
      actions.applyAverage(
        { fuel: 'electricity', field: 'electricityAverageE7' },
        state({ electricityAverageE7: 3900 }),
      ),
    ).toEqual({
      electricityUsage: 3900,
      electricityUsageType: 1,
      electricityUsageUnit: 1,
    });
    expect(actions.restoreMeterUsage({}, state({ usageTab: 'actual', meter: { gasMpaq: 9000 } }))).toEqual({
      gasUsage: 9000,
      gasUsageType: 1,
      gasUsageUnit: 1,
    });
    expect(
      actions.restoreMeterUsage({}, state({ usageTab: 'estimate', meter: { gasMpaq: 9000 } })),
    ).toBeUndefined();
    expect(actions.matchUsageType({}, state({ gasUsageType: 0 }))).toEqual({ electricityUsageType: 0 });
  });

  it('trackAction records the page, the action and the chosen value', () => {
    const track = vi.fn();
    createQuoteActions(deps(fakeApi({}), track)).trackAction(
      { name: 'Gas Payment Type', field: 'gasCurrentPayMethod' },
      state({ gasCurrentPayMethod: 'cashOrCheque' }),
    );
    expect(track).toHaveBeenCalledWith([
      {
        userRefId: 'REF',
        referralBranch: 'BR',
        userTrackingId: 't1',
        propertyDetails: [
          { name: 'Page', value: 'Your Current Energy Information' },
          { name: 'Action', value: 'Gas Payment Type' },
          { name: 'Value', value: 'cashOrCheque' },
        ],
      },
    ]);
  });

  it('registers every action the quote journey uses, each listed in journey/actions.json', () => {
    // The quote page loads journey/quote only (src/features/quote/journey.ts), so the sign-up's actions
    // are not needed here.
    const { files } = readJourneyDir(`${root}journey/quote`);
    const { messages, actionNames } = readJourneyData(`${root}journey`);
    const journey = loadJourney(files, { messages, actionNames });
    const actions = createQuoteActions(deps(fakeApi({})));
    expect(() => createJourneyController(journey, { flow: 'quote.form', actions })).not.toThrow();
    for (const name of Object.keys(actions)) expect([...actionNames]).toContain(name);
  });
});
