import { describe, expect, it } from 'vitest';
import { loadJourney } from '../../../engine/core/load.js';
import { JourneyLoadError } from '../../../engine/core/errors.js';
import { card, load, messages } from './helpers.js';

function faultsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof JourneyLoadError) return error.faults.map((f) => f.message);
    throw error;
  }
  return [];
}

describe('loader', () => {
  it('names file and JSON path of a file that breaks the meta-schema', () => {
    const files = { 'cards/a.json': card('a', { x: { type: 'string', title: 'X', colour: 'red' } }) };
    expect(faultsOf(() => load(files))).toEqual([
      'cards/a.json: /schema/properties/x/colour: unknown property "colour"',
    ]);
  });

  it('names an unresolved card reference', () => {
    const files = {
      'a.json': card('a', { x: { type: 'string' } }),
      'flow.json': {
        version: 1,
        kind: 'flow',
        id: 'f',
        title: 'F',
        mode: 'unlock',
        steps: [
          { id: 's1', card: 'a' },
          { id: 's2', card: 'b' },
        ],
      },
    };
    expect(faultsOf(() => load(files))).toEqual(['flow.json: /steps/1/card: card "b" does not exist']);
  });

  it('names an unresolved variant card, an unknown sectionValid id and a missing scenarios file', () => {
    const files = {
      'a.json': card(
        'a',
        { x: { type: 'string' } },
        { visibleWhen: { sectionValid: 'nope' }, scenarios: 'a.scenarios.json' },
      ),
      'map.json': {
        version: 1,
        kind: 'variantMap',
        id: 'm',
        selector: { var: 'x' },
        variants: { '4': 'a4' },
        default: 'a',
      },
    };
    expect(faultsOf(() => load(files)).sort()).toEqual([
      'a.json: /scenarios: scenarios file "a.scenarios.json" (a.scenarios.json) is not among the journey files',
      'a.json: /visibleWhen: sectionValid names "nope", which is neither a step nor a card',
      'map.json: /variants/4: card "a4" does not exist',
    ]);
  });

  it('reports an undeclared rule variable, an unregistered action and a missing message key', () => {
    const files = {
      'a.json': card(
        'a',
        { x: { type: 'string', title: 'X' } },
        {
          fields: { x: { visibleWhen: { var: 'y' } } },
          checks: [{ when: true, field: 'x', message: 'validation.nope' }],
          onShow: [{ action: 'fly' }],
        },
      ),
    };
    expect(faultsOf(() => load(files, ['loadTariffs'])).sort()).toEqual([
      'a.json: /checks/0/message: message key "validation.nope" is not in the catalogue',
      'a.json: /fields/x/visibleWhen/var/0: rule reads undeclared variable "y"',
      'a.json: /onShow/0/action: action "fly" is not registered',
    ]);
  });

  it('works without the Ajv meta-validator (as in the browser) and still checks the version and ids', () => {
    expect(faultsOf(() => loadJourney({ 'a.json': { ...card('a', {}), version: 2 } }, { messages }))).toEqual(
      ['a.json: /version: unsupported version 2: this engine reads version 1'],
    );
    expect(
      faultsOf(() => loadJourney({ 'a.json': card('a', {}), 'b.json': card('a', {}) }, { messages })),
    ).toEqual(['b.json: /id: id "a" is already used by a.json']);
  });
});
