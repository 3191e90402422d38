import { describe, expect, it } from 'vitest';
import { createUiState, resolve } from '../../../engine/core/index.js';
import { card, load, loadSample } from './helpers.js';

const today = '2025-01-15';

describe('resolver: sequential flow (quote form)', () => {
  const journey = loadSample();
  const quote = (state: Record<string, unknown>, ui = createUiState()) =>
    resolve(journey, state, ui, { flow: 'sample.quote', today });

  it('shows cards in order, each only when every earlier step is valid', () => {
    const view = quote({ compareFuel: 'gas' });
    expect(view.steps.map((s) => [s.id, s.included, s.unlocked, s.shown])).toEqual([
      ['fuel', true, true, true],
      ['supplier', true, true, true],
      ['nightUsage', false, false, false],
      ['payment', true, false, false],
    ]);
    expect(quote({ compareFuel: 'gas', supplierId: 'eon', tariffType: 'variable' }).steps[3].shown).toBe(
      true,
    );
  });

  it('picks the step list with the selector and drops a step by its include rule', () => {
    expect(quote({ compareFuel: 'electricity', meter: { mpan: '02' } }).stepList).toBe(
      'electricityToElectricity',
    );
    expect(quote({ compareFuel: 'electricity', meter: { mpan: '02' } }).steps[2].included).toBe(true);
    expect(quote({ compareFuel: 'electricity', meter: { mpan: '01' } }).steps[2].included).toBe(false);
    expect(quote({}).stepList).toBe('default');
  });

  it('field visibility and requiredness follow their rules; hidden fields have no errors', () => {
    const ui = createUiState({ submitted: true });
    const fixed = quote({ compareFuel: 'gas', supplierId: 'eon', tariffType: 'fixed' }, ui).cards[
      'sample.supplier'
    ].fields.tariffEndDate;
    expect([fixed.visible, fixed.required, fixed.errors.map((e) => e.message)]).toEqual([
      true,
      true,
      ['Tariff end date is required'],
    ]);
    const variable = quote(
      { compareFuel: 'gas', supplierId: 'eon', tariffType: 'variable', tariffEndDate: 'garbage' },
      ui,
    ).cards['sample.supplier'].fields.tariffEndDate;
    expect([variable.visible, variable.required, variable.errors, variable.allErrors]).toEqual([
      false,
      false,
      [],
      [],
    ]);
  });

  it('keeps a hidden value in the state but out of the payload', () => {
    const view = quote({
      compareFuel: 'gas',
      supplierId: 'eon',
      tariffType: 'variable',
      tariffEndDate: '2025-06-30',
    });
    expect(view.payload).toEqual({ compareFuel: 'gas', supplierId: 'eon', tariffType: 'variable' });
    expect(view.cards['sample.supplier'].values.tariffEndDate).toBe('2025-06-30');
  });

  it('error display: nothing before touch or submit, then follows the value', () => {
    const state = { compareFuel: 'gas', supplierId: 'eon', tariffType: 'fixed', tariffEndDate: '2024-01-01' };
    const field = (s: Record<string, unknown>, ui = createUiState()) =>
      quote(s, ui).cards['sample.supplier'].fields.tariffEndDate;
    expect(field(state).errors).toEqual([]);
    expect(field(state).allErrors.map((e) => e.key)).toEqual(['validation.invalid']);
    const touched = createUiState({ touched: { tariffEndDate: true } });
    expect(field(state, touched).errors.map((e) => e.message)).toEqual(['Tariff end date is invalid.']);
    expect(field({ ...state, tariffEndDate: '2025-06-30' }, touched).errors).toEqual([]);
    expect(field(state, createUiState({ submittedCards: ['sample.supplier'] })).errors).toHaveLength(1);
    expect(field(state, createUiState({ submittedCards: ['sample.fuel'] })).errors).toHaveLength(0);
  });
});

describe('resolver: unlock flow (sign-up) and variant maps', () => {
  const journey = loadSample();
  const signup = (state: Record<string, unknown>) =>
    resolve(journey, state, createUiState(), { flow: 'sample.signup', today });
  const details = { firstName: 'Ada', dateOfBirth: '1990-05-01', emailAddress: 'ada@example.com' };

  it('unlocks a section when the rule over other sections’ validity holds', () => {
    const unlocked = (state: Record<string, unknown>) => signup(state).steps.map((s) => s.unlocked);
    expect(unlocked({})).toEqual([true, false, false]);
    expect(unlocked(details)).toEqual([true, true, false]);
    expect(unlocked({ ...details, addressLine1: '1 High St', monthsAtAddress: 48 })).toEqual([
      true,
      true,
      true,
    ]);
    expect(unlocked({ ...details, addressLine1: '1 High St', monthsAtAddress: 12 })).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('a check makes its section invalid (age under 18)', () => {
    const view = signup({ ...details, dateOfBirth: '2010-01-01' });
    expect(view.steps[0].valid).toBe(false);
    expect(view.cards['sample.details'].fields.dateOfBirth.allErrors.map((e) => e.message)).toEqual([
      'You must be at least 18 years old',
    ]);
  });

  it('a variant map picks the card by supplier id, default otherwise', () => {
    expect(signup({ supplierId: 'eon' }).steps[2].cardId).toBe('sample.consent-eon');
    expect(signup({ supplierId: 'octopus' }).steps[2].cardId).toBe('sample.consent-default');
    expect(signup({}).steps[2].cardId).toBe('sample.consent-default');
  });
});

describe('resolver: validation messages from the catalogue', () => {
  const journey = load({
    'c.json': card('c', {
      amount: { type: 'number', title: 'Amount', minimum: 10, maximum: 750 },
      low: { type: 'number', title: 'Low', minimum: 1 },
      code: { type: 'string', title: 'Code', minLength: 6, maxLength: 8 },
      email: { type: 'string', title: 'Email', format: 'email' },
      digits: { type: 'string', title: 'Phone', pattern: '^[0-9]+$' },
      choice: { type: 'string', title: 'Choice', enum: ['a', 'b'] },
    }),
  });
  const errorsOf = (state: Record<string, unknown>) => {
    const view = resolve(journey, state, createUiState({ submitted: true }), { today });
    return Object.fromEntries(
      Object.values(view.cards.c.fields).map((f) => [f.name, f.errors.map((e) => e.message)[0] ?? null]),
    );
  };

  it('uses the spec templates with the field label', () => {
    expect(errorsOf({ amount: 5, low: 0, code: 'abc', email: 'x@', digits: '12a', choice: 'z' })).toEqual({
      amount: 'Amount must be between 10 & 750',
      low: "Low can't be less than 1",
      code: 'Code must be at least 6 characters',
      email: 'Email is invalid.',
      digits: 'Phone is invalid.',
      choice: 'Choice is invalid.',
    });
    expect(errorsOf({ amount: 'ten', code: '123456789' })).toMatchObject({
      amount: 'Amount must be numbers only',
      code: 'Code exceeds 8 characters',
    });
    expect(errorsOf({ amount: 10, code: '123456' })).toMatchObject({ amount: null, code: null, email: null });
  });

  it('a journey without flows resolves every card by its own visibleWhen', () => {
    const view = resolve(journey, {}, createUiState(), { today });
    expect(view.flowId).toBe(null);
    expect(view.cards.c.visible).toBe(true);
    expect(view.valid).toBe(true);
  });
});

describe('resolver: one message per field, the most useful', () => {
  const journey = load({
    'c.json': card(
      'c',
      {},
      {
        schema: {
          type: 'object',
          properties: {
            usage: { type: 'number', title: 'Usage' },
            phone: { type: 'string', title: 'Phone', minLength: 10, maxLength: 11, pattern: '^[0-9]+$' },
            mprn: { type: 'string', title: 'MPRN', minLength: 6, maxLength: 10, pattern: '^[0-9]+$' },
          },
          required: ['usage', 'phone', 'mprn'],
        },
        fields: { mprn: { messages: { pattern: 'validation.numbersOnly' } } },
        checks: [
          // As the usage cards: a range check that an empty value also satisfies (null < 1).
          {
            when: { or: [{ '<': [{ var: 'usage' }, 1] }, { '>': [{ var: 'usage' }, 200000] }] },
            field: 'usage',
            message: 'validation.between',
            params: { min: 1, max: 200000 },
          },
          { when: { '>': [{ var: 'usage' }, 100000] }, field: 'usage', message: 'validation.invalid' },
          { when: { matches: [{ var: 'phone' }, '^0+$'] }, field: 'phone', message: 'validation.invalid' },
        ],
      },
    ),
  });
  const shown = (state: Record<string, unknown>) => {
    const view = resolve(journey, state, createUiState({ submitted: true }), { today });
    return Object.fromEntries(
      Object.values(view.cards.c.fields).map((f) => [f.name, f.errors.map((e) => e.message)]),
    );
  };

  it('an empty required field says required, not also what its checks say', () => {
    expect(shown({ phone: '01234567890', mprn: '123456' }).usage).toEqual(['Usage is required']);
  });

  it('a value failing several constraints shows the first in priority: pattern, then length, then checks', () => {
    expect(shown({ usage: 5, phone: '012345678901', mprn: '12ab' })).toEqual({
      usage: [],
      phone: ['Phone exceeds 11 characters'],
      mprn: ['MPRN must be numbers only'],
    });
    // Two checks hold: the first written shows, alone. A check waits for the schema's keywords.
    expect(shown({ usage: 300000, phone: '000000000000', mprn: '12345' })).toEqual({
      usage: ['Usage must be between 1 & 200000'],
      phone: ['Phone exceeds 11 characters'],
      mprn: ['MPRN must be at least 6 characters'],
    });
    expect(shown({ usage: 150000, phone: '00000000000', mprn: '123456' })).toEqual({
      usage: ['Usage is invalid.'],
      phone: ['Phone is invalid.'],
      mprn: [],
    });
  });
});
