import { describe, expect, it } from 'vitest';
import { journeyWidgetNames } from '../../../engine/core/index.js';
import { card, load, loadSample } from './helpers.js';

describe('the widgets a journey names', () => {
  it('finds ui:widget at any depth of a uiSchema, and the ui:options spelling, each once', () => {
    const uiSchema = {
      'ui:order': ['a', 'b', 'c', 'd', 'e'],
      a: { 'ui:widget': 'sortCode' },
      b: { present: { months: { 'ui:widget': 'slider' } } },
      c: { items: { 'ui:widget': 'yesNo' } },
      d: { 'ui:options': { widget: 'dayMonthYear', list: 'x' } },
      e: { 'ui:widget': 'sortCode' },
    };
    const text = { type: 'string' };
    const journey = load({
      'deep.json': card('deep', { a: text, b: text, c: text, d: text, e: text }, { uiSchema }),
      'none.json': card('none', { x: text }),
    });
    expect(journeyWidgetNames(journey, ['deep'])).toEqual(['dayMonthYear', 'slider', 'sortCode', 'yesNo']);
    expect(journeyWidgetNames(journey, ['none'])).toEqual([]);
  });

  it("names the shown cards' widgets, their bases' included, and not a template's own", () => {
    const journey = load({
      'base.json': {
        version: 1,
        id: 'base',
        template: true,
        title: 'Base',
        schema: { type: 'object', properties: { day: { type: 'string' } } },
        uiSchema: { day: { 'ui:widget': 'dayMonthYear' } },
      },
      'unused.json': {
        version: 1,
        id: 'unused',
        template: true,
        title: 'Unused',
        schema: { type: 'object', properties: { n: { type: 'number' } } },
        uiSchema: { n: { 'ui:widget': 'slider' } },
      },
      'extends.json': { version: 1, id: 'extends', extends: 'base' },
      'own.json': card('own', { sc: { type: 'string' } }, { uiSchema: { sc: { 'ui:widget': 'sortCode' } } }),
      'plain.json': card('plain', { x: { type: 'string' } }),
    });
    expect(journeyWidgetNames(journey)).toEqual(['dayMonthYear', 'sortCode']);
    // Only some cards' (the staff preview shows one file's): an unknown id names none.
    expect(journeyWidgetNames(journey, ['own', 'plain', 'nope'])).toEqual(['sortCode']);
    expect(journeyWidgetNames(journey, [])).toEqual([]);
  });

  it('reads the sample journey: the widgets its card files name, and no other', () => {
    expect(journeyWidgetNames(loadSample())).toEqual([
      'choiceCards',
      'consentCheckbox',
      'dayMonthYear',
      'email',
      'radio',
      'select',
      'slider',
    ]);
  });
});
