import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../../engine/core/index.js';
import { deadConditions } from '../../../engine/core/rules/never-true.js';
import { didYouMean } from '../../../engine/core/suggest.js';

const v = (name: string) => ({ var: name });

describe('rules that can never be true', () => {
  it.each<[string, JsonValue, string]>([
    ['x and not x', { and: [v('x'), { '!': v('x') }] }, '"x" cannot be both true and false'],
    [
      'a rule and its negation',
      { and: [{ '>': [{ len: v('list') }, 0] }, { '!': { '>': [{ len: v('list') }, 0] } }] },
      'and its negation can never both be true',
    ],
    [
      'two values',
      { and: [{ '===': [v('a'), 1] }, { '===': [2, v('a')] }] },
      '"a" cannot equal both 1 and 2',
    ],
    ['an empty range', { and: [{ '<': [v('m'), 3] }, { '>': [v('m'), 5] }] }, '"m" cannot be > 5 and < 3'],
    [
      'a touching strict range',
      { and: [{ '<': [v('m'), 36] }, { '>=': [v('m'), 36] }] },
      'cannot be >= 36 and < 36',
    ],
    [
      'a value outside a list',
      { and: [{ '===': [v('s'), 'a'] }, { in: [v('s'), ['b', 'c']] }] },
      'be one of',
    ],
    [
      'equal and not equal',
      { and: [{ '===': [v('s'), 'a'] }, { '!==': [v('s'), 'a'] }] },
      'equal and not equal',
    ],
  ])('%s', (_, rule, reason) => {
    const [dead] = deadConditions(rule);
    expect(dead.path).toBe('');
    expect(dead.reason).toContain(reason);
  });

  it('names the path of a dead group inside a rule, and an or only when every branch is dead', () => {
    const dead = { and: [v('x'), { '!': v('x') }] };
    expect(deadConditions({ or: [v('y'), dead] })).toEqual([
      { path: '/or/1', reason: '"x" cannot be both true and false' },
    ]);
    expect(deadConditions({ or: [dead, dead] })).toEqual([
      { path: '', reason: 'every alternative can never be true' },
    ]);
  });

  it('leaves rules that can be true alone', () => {
    for (const rule of [
      { and: [{ '!==': [v('m'), null] }, { '<': [v('m'), 36] }] },
      { and: [{ '>=': [v('m'), 36] }, { '<=': [v('m'), 36] }] },
      { and: [{ '===': [v('s'), 'a'] }, { in: [v('s'), ['a', 'b']] }] },
      { or: [{ and: [v('x'), v('y')] }, { '!': v('x') }] },
    ] as JsonValue[])
      expect(deadConditions(rule)).toEqual([]);
  });
});

describe('did you mean', () => {
  it('suggests a near name and stays quiet for an unrelated one', () => {
    expect(didYouMean('presentMonth', ['presentMonths', 'years'])).toBe(' (did you mean "presentMonths"?)');
    expect(didYouMean('colur', ['colour'])).toBe(' (did you mean "colour"?)');
    expect(didYouMean('zzz', ['presentMonths', 'years'])).toBe('');
  });
});
