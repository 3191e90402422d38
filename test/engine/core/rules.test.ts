import { describe, expect, it } from 'vitest';
import jsonLogic from 'json-logic-js';
import { type EvalContext, type Rule } from '../../../engine/core/index.js';
import { JourneyError, RuleEvaluationError } from '../../../engine/core/errors.js';
import { createStateModel } from '../../../engine/core/state-model.js';
import { prepareRule } from '../../../engine/core/rules/prepare.js';

const model = createStateModel([
  { name: 'fuel', kind: 'field', type: 'string', enum: ['gas', 'electricity'], file: 'f.json' },
  { name: 'n', kind: 'field', type: 'number', file: 'f.json' },
  { name: 'list', kind: 'field', type: 'array', file: 'f.json' },
  { name: 'dob', kind: 'field', type: 'string', file: 'f.json' },
  { name: 'meter.mpan', kind: 'context', type: 'string', file: 'flow.json' },
  { name: 'quoteType', kind: 'derived', file: 'flow.json' },
]);
const at = { file: 'card.json', path: '/visibleWhen' };

function ctx(state: Record<string, unknown>, extra: Partial<EvalContext> = {}): EvalContext {
  return {
    state,
    derived: {},
    today: '2025-01-15',
    sectionValid: () => false,
    inStepList: () => false,
    changedAfter: () => false,
    ...extra,
  };
}
const run = (rule: Rule, state: Record<string, unknown>, extra?: Partial<EvalContext>) =>
  prepareRule(rule, model, at).evaluate(ctx(state, extra));

describe('rule preparation and evaluation', () => {
  it('gives the same answers as json-logic-js for the standard operations', () => {
    const state = { fuel: 'gas', n: 5, list: [1, 2, 3], dob: '' };
    const rules: Rule[] = [
      { '==': [{ var: 'n' }, '5'] },
      { '===': [{ var: 'n' }, '5'] },
      { '!=': [{ var: 'fuel' }, 'gas'] },
      { and: [{ var: 'fuel' }, { var: 'n' }] },
      { or: [{ var: 'dob' }, 0, 'x'] },
      { if: [{ '<': [{ var: 'n' }, 3] }, 'small', { '<': [{ var: 'n' }, 10] }, 'medium', 'large'] },
      { '<': [1, { var: 'n' }, 10] },
      { '<=': [5, { var: 'n' }, 5] },
      { '+': [{ var: 'n' }, '2.5'] },
      { '-': [{ var: 'n' }] },
      { '*': [2, { var: 'n' }] },
      { '/': [{ var: 'n' }, 2] },
      { '%': [{ var: 'n' }, 2] },
      { max: [1, { var: 'n' }, 3] },
      { in: [{ var: 'fuel' }, ['gas', 'electricity']] },
      { in: ['as', { var: 'fuel' }] },
      { cat: ['a', { var: 'n' }, null] },
      { substr: ['electricity', -4] },
      { substr: ['electricity', 1, -2] },
      { merge: [[1], 2, [3, [4]]] },
      { map: [{ var: 'list' }, { '*': [{ var: '' }, 2] }] },
      { filter: [{ var: 'list' }, { '>': [{ var: '' }, 1] }] },
      { reduce: [{ var: 'list' }, { '+': [{ var: 'current' }, { var: 'accumulator' }] }, 0] },
      { all: [{ var: 'list' }, { '>': [{ var: '' }, 0] }] },
      { some: [[], { var: '' }] },
      { none: [{ var: 'list' }, { '>': [{ var: '' }, 5] }] },
      { '!': [[]] },
      { '!!': ['0'] },
      { missing: ['fuel', 'dob'] },
      { missing_some: [1, ['fuel', 'dob']] },
      { var: ['dob', 'fallback'] },
      { var: ['n', 'fallback'] },
    ];
    for (const rule of rules)
      expect(run(rule, state), JSON.stringify(rule)).toEqual(jsonLogic.apply(rule as never, state));
  });

  it('reads dotted context names as nested values and derived values from the derived record', () => {
    expect(run({ startsWith: [{ var: 'meter.mpan' }, '02'] }, { meter: { mpan: '0212' } })).toBe(true);
    expect(run({ var: 'quoteType' }, {}, { derived: { quoteType: 'gasToGas' } })).toBe('gasToGas');
  });

  it('fails closed: an undeclared variable is an error at preparation, naming file and JSON path', () => {
    expect(() => prepareRule({ and: [true, { '==': [{ var: 'fule' }, 'gas'] }] }, model, at)).toThrow(
      JourneyError,
    );
    expect(() => prepareRule({ and: [true, { '==': [{ var: 'fule' }, 'gas'] }] }, model, at)).toThrow(
      'card.json: /visibleWhen/and/1/==/0/var/0: rule reads undeclared variable "fule"',
    );
    expect(() => prepareRule({ missing: ['fuel', 'nope'] }, model, at)).toThrow('undeclared variable "nope"');
  });

  it('fails closed at evaluation for a computed variable name', () => {
    const rule = prepareRule({ var: { cat: ['fu', { var: 'dob' }] } }, model, at);
    expect(rule.evaluate(ctx({ dob: 'el' }))).toBe(null);
    expect(() => rule.evaluate(ctx({ dob: 'xx' }))).toThrow(RuleEvaluationError);
  });

  it('rejects an unknown operation and has no log side effect', () => {
    expect(() => prepareRule({ eq: [1, 1] }, model, at)).toThrow('unknown rule operation "eq"');
    expect(() => prepareRule({ log: 'x' }, model, at)).toThrow('unknown rule operation "log"');
  });

  it('records what a rule reads and compares, for the linter', () => {
    const rule = prepareRule(
      {
        and: [
          { sectionValid: 'details' },
          { inStepList: 'night' },
          { '==': ['gas', { var: 'fuel' }] },
          { in: [{ var: 'fuel' }, ['oil']] },
        ],
      },
      model,
      at,
    );
    expect([...rule.sectionRefs]).toEqual(['details']);
    expect([...rule.stepRefs]).toEqual(['night']);
    expect([...rule.vars]).toEqual(['fuel']);
    expect(rule.comparisons.map((c) => [c.name, c.value, c.path])).toEqual([
      ['fuel', 'gas', '/visibleWhen/and/2/==/0'],
      ['fuel', 'oil', '/visibleWhen/and/3/in/1/0'],
    ]);
  });
});

describe('custom operations', () => {
  it('sectionValid and inStepList ask the resolver', () => {
    const extra = {
      sectionValid: (id: string) => id === 'details',
      inStepList: (id: string) => id === 'night',
    };
    expect(run({ sectionValid: 'details' }, {}, extra)).toBe(true);
    expect(run({ sectionValid: 'address' }, {}, extra)).toBe(false);
    expect(run({ inStepList: 'night' }, {}, extra)).toBe(true);
  });

  it('monthsBetween counts whole months, null for non-dates', () => {
    expect(run({ monthsBetween: ['2022-01-15', '2025-01-15'] }, {})).toBe(36);
    expect(run({ monthsBetween: ['2022-01-16', '2025-01-15'] }, {})).toBe(35);
    expect(run({ monthsBetween: ['2025-03-01', '2025-01-15'] }, {})).toBe(-1);
    expect(run({ monthsBetween: ['2025-02-30', '2025-03-01'] }, {})).toBe(null);
  });

  it('ageInYears uses the injected today', () => {
    expect(run({ ageInYears: { var: 'dob' } }, { dob: '2007-01-15' })).toBe(18);
    expect(run({ ageInYears: { var: 'dob' } }, { dob: '2007-01-16' })).toBe(17);
    expect(run({ ageInYears: { var: 'dob' } }, { dob: '2007-01-16' }, { today: '2026-01-01' })).toBe(18);
    expect(run({ ageInYears: { var: 'dob' } }, { dob: '' })).toBe(null);
  });

  it('startsWith, len, isEmpty, matches', () => {
    expect(run({ startsWith: [{ var: 'meter.mpan' }, '02'] }, { meter: { mpan: '0112' } })).toBe(false);
    expect(run({ startsWith: [{ var: 'meter.mpan' }, '02'] }, {})).toBe(false);
    expect(run({ len: { var: 'list' } }, { list: [1, 2] })).toBe(2);
    expect(run({ isEmpty: { var: 'dob' } }, { dob: '' })).toBe(true);
    expect(run({ isEmpty: { var: 'list' } }, { list: [0] })).toBe(false);
    expect(run({ matches: [{ var: 'dob' }, '^\\d{4}-'] }, { dob: '1990-01-01' })).toBe(true);
    expect(() => prepareRule({ matches: [{ var: 'dob' }, '('] }, model, at)).toThrow(
      'invalid regular expression',
    );
  });
});

describe('json-logic-js runs the rules', () => {
  it("the journey's operations are json-logic-js operations (add_operation)", () => {
    // Registered by the engine on json-logic-js itself: the package evaluates them.
    expect(jsonLogic.apply({ startsWith: ['0212', '02'] })).toBe(true);
    expect(jsonLogic.apply({ isEmpty: [[]] })).toBe(true);
  });

  it('keeps a result while what the rule reads is unchanged, and runs again when it changes', () => {
    const rule = prepareRule({ '>': [{ var: 'n' }, 3] }, model, at);
    const state = { n: 5 };
    expect(rule.evaluate(ctx(state))).toBe(true);
    expect(rule.evaluate(ctx({ ...state }))).toBe(true);
    expect(rule.evaluate(ctx({ n: 1 }))).toBe(false);
  });

  it('runs a rule reading step validity every time (its inputs are not its variables)', () => {
    const rule = prepareRule({ sectionValid: 'details' }, model, at);
    expect(rule.evaluate(ctx({}, { sectionValid: () => false }))).toBe(false);
    expect(rule.evaluate(ctx({}, { sectionValid: () => true }))).toBe(true);
  });

  it('reads derived values and the item inside iterations as json-logic-js does', () => {
    const rule = prepareRule(
      {
        and: [
          { '===': [{ var: 'quoteType' }, 'dual'] },
          { some: [{ var: 'list' }, { '>': [{ var: 'size' }, 2] }] },
        ],
      },
      model,
      at,
    );
    expect(rule.evaluate(ctx({ list: [{ size: 1 }, { size: 3 }] }, { derived: { quoteType: 'dual' } }))).toBe(
      true,
    );
    expect(rule.evaluate(ctx({ list: [{ size: 1 }] }, { derived: { quoteType: 'dual' } }))).toBe(false);
  });
});
