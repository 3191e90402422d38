import { describe, expect, it, vi } from 'vitest';
import { createJourneyController } from '../../../engine/core/index.js';
import { JourneyLoadError } from '../../../engine/core/errors.js';
import { loadSample } from './helpers.js';

const today = '2025-01-15';
const journey = loadSample();
const loadTariffs = vi.fn(() => undefined);
const quote = (
  initialState: Record<string, unknown> = {},
  actions: Record<string, (...a: never[]) => unknown> = { loadTariffs },
) =>
  createJourneyController(journey, { flow: 'sample.quote', today, initialState, actions: actions as never });

describe('controller: effects', () => {
  it('onChange clears fields and calls the action with its args and a state accessor', async () => {
    const seen: unknown[] = [];
    const controller = quote(
      { compareFuel: 'gas', supplierId: 'eon', tariffType: 'fixed', tariffEndDate: '2025-06-30' },
      {
        loadTariffs: ((args: unknown, state: { get(n: string): unknown }) => {
          seen.push(args, state.get('supplierId'), state.get('tariffType'));
        }) as never,
      },
    );
    await controller.setValue('supplierId', 'octopus');
    expect(seen).toEqual([{ fuel: 'electricity' }, 'octopus', undefined]);
    expect(controller.getState()).toEqual({ compareFuel: 'gas', supplierId: 'octopus' });
    expect(controller.actionLog).toEqual(['loadTariffs']);
  });

  it("replay runs a field's onChange effects again with its value unchanged (a retried lookup)", async () => {
    const calls: unknown[] = [];
    const controller = quote(
      { compareFuel: 'gas', supplierId: 'octopus', tariffType: 'fixed' },
      {
        loadTariffs: ((_args: unknown, state: { get(n: string): unknown }) =>
          void calls.push(state.get('supplierId'))) as never,
      },
    );
    await controller.replay('supplierId');
    expect(calls).toEqual(['octopus']);
    // The effects ran in full: the tariff the supplier change clears is cleared again.
    expect(controller.getState()).toEqual({ compareFuel: 'gas', supplierId: 'octopus' });
    expect(() => controller.replay('noSuchField')).toThrow(/not a field/);
  });

  it('applies the patch an async action resolves with, then re-resolves', async () => {
    let release: (patch: Record<string, unknown>) => void = () => {};
    const controller = quote(
      { compareFuel: 'gas', supplierId: 'eon' },
      {
        loadTariffs: (() => new Promise((resolve) => (release = resolve))) as never,
      },
    );
    const done = controller.setValue('supplierId', 'octopus');
    expect(controller.getCard('sample.supplier')!.fields.tariffEndDate.visible).toBe(false);
    release({ tariffType: 'fixed' });
    await done;
    expect(controller.getState().tariffType).toBe('fixed');
    expect(controller.getCard('sample.supplier')!.fields.tariffEndDate.visible).toBe(true);
  });

  it('onShow runs when a card becomes shown (and not again while it stays shown)', async () => {
    const controller = quote({ compareFuel: 'electricity', meter: { mpan: '0212' }, supplierId: 'eon' });
    expect(controller.getState().economy7Percentage).toBeUndefined();
    await controller.setValue('tariffType', 'variable');
    expect(controller.getState().economy7Percentage).toBe(42);
    await controller.setValue('economy7Percentage', 60);
    await controller.setValue('newPayMethod', 'cashOrCheque');
    expect(controller.getState().economy7Percentage).toBe(60);
  });

  it('refuses a journey action the app did not register, naming where it is used', () => {
    expect(() => quote({}, {})).toThrow(JourneyLoadError);
    expect(() => quote({}, {})).toThrow(
      'supplier.card.json: /onChange/supplierId/1/action: action "loadTariffs" is not registered',
    );
  });

  it('refuses to set a name the journey does not declare', () => {
    expect(() => quote().setValue('compareFule', 'gas')).toThrow('"compareFule" is not a field');
  });

  it('restores a hidden value when the answer flips back', async () => {
    const controller = quote({
      compareFuel: 'gas',
      supplierId: 'eon',
      tariffType: 'fixed',
      tariffEndDate: '2025-06-30',
    });
    await controller.setValue('tariffType', 'variable');
    expect(controller.getView().payload).not.toHaveProperty('tariffEndDate');
    await controller.setValue('tariffType', 'fixed');
    expect(controller.getView().payload).toMatchObject({ tariffEndDate: '2025-06-30' });
  });
});

describe('controller: error display and subscriptions', () => {
  it('shows an error after touch or submit, then follows the typing', async () => {
    const controller = quote({ compareFuel: 'gas', supplierId: 'eon', tariffType: 'fixed' });
    const errors = () =>
      controller.getCard('sample.supplier')!.fields.tariffEndDate.errors.map((e) => e.message);
    expect(errors()).toEqual([]);
    controller.submitAttempt();
    expect(errors()).toEqual(['Tariff end date is required']);
    await controller.setValue('tariffEndDate', '2025-06-30');
    expect(errors()).toEqual([]);
    await controller.setValue('tariffEndDate', '2024-06-30');
    expect(errors()).toEqual(['Tariff end date is invalid.']);
  });

  it('notifies only the subscribers of the card whose slice changed', async () => {
    const controller = quote({
      compareFuel: 'electricity',
      meter: { mpan: '0212' },
      supplierId: 'eon',
      tariffType: 'variable',
      economy7Percentage: 42,
    });
    const calls = { fuel: 0, supplier: 0, night: 0, flow: 0 };
    controller.subscribe('sample.fuel', () => calls.fuel++);
    controller.subscribe('sample.supplier', () => calls.supplier++);
    const stopNight = controller.subscribe('sample.night-usage', () => calls.night++);
    controller.subscribeFlow(() => calls.flow++);
    const fuelCard = controller.getCard('sample.fuel');

    await controller.setValue('economy7Percentage', 43);
    expect(calls).toEqual({ fuel: 0, supplier: 0, night: 1, flow: 1 });
    expect(controller.getCard('sample.fuel')).toBe(fuelCard);

    controller.touch('economy7Percentage');
    expect(calls.night).toBe(1); // valid value: touching shows nothing new, so no re-render
    await controller.setValue('economy7Percentage', 150);
    expect(calls).toEqual({ fuel: 0, supplier: 0, night: 2, flow: 2 });
    expect(controller.getCard('sample.night-usage')!.fields.economy7Percentage.errors).toHaveLength(1);
    stopNight();
    await controller.setValue('economy7Percentage', 44);
    expect(calls).toEqual({ fuel: 0, supplier: 0, night: 2, flow: 3 });

    await controller.setValue('tariffType', 'fixed');
    expect(calls.supplier).toBe(1);
    expect(calls.fuel).toBe(0);
  });
});
