import { describe, expect, it } from 'vitest';
import {
  locate,
  mergePatch,
  substitute,
  type ComposeFault,
  type Traced,
} from '../../../engine/core/compose-merge.js';
import { type JsonValue } from '../../../engine/core/index.js';
import { JourneyLoadError } from '../../../engine/core/errors.js';
import { card, load, loadSample } from './helpers.js';

const traced = (value: JsonValue, file: string): Traced => substitute(value, {}, { file, path: '' }, []);

function merge(target: JsonValue, patch: JsonValue): JsonValue {
  const faults: ComposeFault[] = [];
  return mergePatch(traced(target, 't.json'), traced(patch, 'p.json'), faults).value;
}

describe('mergePatch (RFC 7386)', () => {
  // The test cases of RFC 7386, appendix A (removals of members the target lacks aside: see below).
  it.each([
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [
      ['a', 'b'],
      ['c', 'd'],
      ['c', 'd'],
    ],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ])('%j patched with %j is %j', (target, patch, result) => {
    expect(merge(target, patch)).toEqual(result);
  });

  it('reports removing a member the target does not have, where the patch says so', () => {
    const faults: ComposeFault[] = [];
    mergePatch(traced({ a: 1 }, 't.json'), traced({ b: null }, 'p.json'), faults);
    expect(faults).toEqual([
      { at: { file: 'p.json', path: '/b' }, message: 'removes "b", which the card it extends does not have' },
    ]);
  });

  it('traces each value to the file that wrote it', () => {
    const result = mergePatch(
      traced({ a: { x: 1, y: 2 } }, 'base.json'),
      traced({ a: { y: 3 } }, 'over.json'),
      [],
    );
    expect(locate(result.origins, '/a/x')).toEqual({ file: 'base.json', path: '/a/x' });
    expect(locate(result.origins, '/a/y')).toEqual({ file: 'over.json', path: '/a/y' });
    expect(locate(result.origins, '/a')).toEqual({ file: 'over.json', path: '/a' });
  });
});

describe('substitute', () => {
  const at = { file: 'base.json', path: '' };

  it('replaces placeholders in keys and text, and a whole placeholder by the value as it is', () => {
    const faults: ComposeFault[] = [];
    const out = substitute(
      { '{{field}}': { title: 'Your {{fuel}} usage', maximum: '{{max}}', rule: '{{rule}}' } },
      { field: 'gasUsage', fuel: 'gas', max: 200000, rule: { var: 'x' } },
      at,
      faults,
    );
    expect(faults).toEqual([]);
    expect(out.value).toEqual({ gasUsage: { title: 'Your gas usage', maximum: 200000, rule: { var: 'x' } } });
    // Traced to where it is written, with the placeholder.
    expect(locate(out.origins, '/gasUsage/title')).toEqual({ file: 'base.json', path: '/{{field}}/title' });
  });

  it('leaves out a member whose whole value is a null parameter (null means absent, as in a merge patch)', () => {
    const out = substitute({ a: 1, b: '{{b}}', c: ['{{b}}'] }, { b: null }, at, []);
    expect(out.value).toEqual({ a: 1, c: [null] });
  });

  it('reports a placeholder that is not a parameter, and a non-text parameter inside text', () => {
    const faults: ComposeFault[] = [];
    substitute({ title: '{{nope}} and {{rule}}' }, { rule: { var: 'x' } }, at, faults);
    expect(faults.map((f) => `${f.at.path}: ${f.message}`)).toEqual([
      '/title: "{{nope}}" is not a parameter of this card (declare it in "params")',
      '/title: parameter "rule" is used inside text, so it must be a string or a number',
    ]);
  });
});

/** A template for one fuel's pay method, with scenarios written for its uses. */
const payTemplate = {
  version: 1,
  id: 'pay',
  template: true,
  params: { fuel: {}, field: {}, hint: { default: 'Check your bill' } },
  title: 'How do you pay for your {{fuel}}?',
  hint: '{{hint}}',
  schema: {
    type: 'object',
    properties: { '{{field}}': { type: 'string', title: '{{fuel}} pay method', enum: ['dd', 'prepay'] } },
    required: ['{{field}}'],
  },
  fields: { '{{field}}': { visibleWhen: { '!': { var: 'off' } } } },
  scenarios: [
    {
      name: '{{fuel}}: the pay method is required',
      state: {},
      ui: { submitted: true },
      expect: { errors: { '{{field}}': '{{fuel}} pay method is required' } },
    },
  ],
};
const off = card('off', { off: { type: 'boolean' } });

describe('composed cards in the loader', () => {
  it('resolves a template with parameters, runs its scenarios for each use, and keeps the template out', () => {
    const journey = load({
      'pay.json': payTemplate,
      'off.json': off,
      'gas.json': {
        version: 1,
        id: 'gas',
        extends: { card: 'pay', params: { fuel: 'gas', field: 'gasPay' } },
      },
      'elec.json': {
        version: 1,
        id: 'elec',
        extends: {
          card: 'pay',
          params: { fuel: 'electricity', field: 'elecPay', hint: 'See your statement' },
        },
        uiSchema: { elecPay: { 'ui:widget': 'radio' } },
      },
    });
    expect([...journey.cards.keys()].sort()).toEqual(['elec', 'gas', 'off']);
    expect([...journey.templates.keys()]).toEqual(['pay']);
    const gas = journey.cards.get('gas')!;
    expect(gas.file.title).toBe('How do you pay for your gas?');
    expect(gas.file.hint).toBe('Check your bill');
    expect(Object.keys(gas.file.schema.properties)).toEqual(['gasPay']);
    expect(gas.scenarios.map((s) => s.name)).toEqual(['gas: the pay method is required']);
    const elec = journey.cards.get('elec')!;
    expect(elec.file.hint).toBe('See your statement');
    expect(elec.file.uiSchema).toEqual({ elecPay: { 'ui:widget': 'radio' } });
    // The file as written is kept for the staff preview.
    expect(elec.source).not.toHaveProperty('schema');
    // A value is located where it was written: the template (rule) or the overlay (ui schema).
    expect(elec.locate('/fields/elecPay/visibleWhen')).toEqual({
      file: 'pay.json',
      path: '/fields/{{field}}/visibleWhen',
    });
    expect(elec.locate('/uiSchema/elecPay')).toEqual({ file: 'elec.json', path: '/uiSchema/elecPay' });
    expect(elec.locate('/scenarios/0/expect')).toEqual({ file: 'pay.json', path: '/scenarios/0/expect' });
  });

  it('does not inherit the scenarios of a shown card, and merges several bases in order', () => {
    const journey = load({
      'a.json': card(
        'a',
        { x: { type: 'string' } },
        { hint: 'A', scenarios: [{ name: 'a', state: {}, expect: {} }] },
      ),
      'b.json': card('b', { y: { type: 'string' } }, { hint: 'B' }),
      'c.json': { version: 1, id: 'c', extends: ['a', 'b'], title: 'C' },
    });
    const c = journey.cards.get('c')!;
    expect(Object.keys(c.file.schema.properties)).toEqual(['x', 'y']);
    expect(c.file.hint).toBe('B');
    expect(c.scenarios).toEqual([]);
  });

  it('reports a rule fault of a composed card in the template that wrote it', () => {
    const broken = { ...payTemplate, fields: { '{{field}}': { visibleWhen: { var: '{{fuel}}Ready' } } } };
    try {
      load({
        'pay.json': broken,
        'gas.json': {
          version: 1,
          id: 'gas',
          extends: { card: 'pay', params: { fuel: 'gas', field: 'gasPay' } },
        },
      });
      expect.unreachable();
    } catch (error) {
      expect((error as JourneyLoadError).faults.map((f) => f.message)).toEqual([
        'pay.json: /fields/{{field}}/visibleWhen/var/0: rule reads undeclared variable "gasReady"',
      ]);
    }
  });

  it('a supplier consent variant is one small overlay on the default consent card plus one map line', () => {
    const journey = loadSample();
    const base = journey.cards.get('sample.consent-default')!.file;
    const variant = journey.cards.get('sample.consent-british-gas')!;
    expect(variant.file.schema).toEqual(base.schema);
    expect(variant.file.uiSchema).toEqual(base.uiSchema);
    expect(variant.file.hint).toBe('British Gas sends your welcome pack by email');
    expect(journey.variantMaps.get('sample.consent-variants')!.file.variants['british-gas']).toBe(
      'sample.consent-british-gas',
    );
    const eon = journey.cards.get('sample.consent-eon')!.file;
    expect(Object.keys(eon.schema.properties)).toEqual([
      'suppliersTermsAndConditionsAreAccepted',
      'happyToReceiveCreditCheck',
    ]);
    expect(eon.onShow).toEqual([{ set: { happyToReceiveCreditCheck: true } }]);
  });
  it('removing a field with null removes its uiSchema, fields entry, checks, required entry and effects', () => {
    const consent = {
      version: 1,
      id: 'credit',
      title: 'Consents',
      template: true,
      schema: {
        type: 'object',
        properties: {
          creditCheck: { type: 'boolean', title: 'Credit' },
          news: { type: 'boolean', title: 'News' },
        },
        required: ['creditCheck'],
      },
      uiSchema: { 'ui:order': ['creditCheck', 'news'], creditCheck: { 'ui:widget': 'checkbox' } },
      fields: { creditCheck: { requiredWhen: { var: 'news' } } },
      checks: [{ when: { var: 'creditCheck' }, field: 'creditCheck', message: 'sample.supplierTerms' }],
      onShow: [{ set: { creditCheck: true, news: false } }, { set: { creditCheck: true } }],
    };
    const journey = load({
      'credit.json': consent,
      'plain.json': {
        version: 1,
        id: 'plain',
        extends: 'credit',
        schema: { properties: { creditCheck: null } },
      },
    });
    const plain = journey.cards.get('plain')!.file;
    expect(Object.keys(plain.schema.properties)).toEqual(['news']);
    expect(plain.schema.required).toEqual([]);
    expect(plain.uiSchema).toEqual({ 'ui:order': ['news'] });
    expect(plain.fields).toEqual({});
    expect(plain.checks).toEqual([]);
    // An effect left with nothing to set goes too.
    expect(plain.onShow).toEqual([{ set: { news: false } }]);
  });
});
