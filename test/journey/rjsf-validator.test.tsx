/**
 * RJSF's questions, answered by the core as Ajv would answer them. JourneyCard hands RJSF
 * `journeyValidator` (engine/react/coreValidator.ts), an adapter over the core's field validator, in
 * place of Ajv. Every journey card (the app's and the engine's sample) is rendered in every state its
 * scenarios put it in and with no answers; each `isValid` question RJSF asks on the way is put to Ajv
 * (RJSF's own validator, which the app used to precompile) too, and the answers must be the same.
 * Rendered to a string (no DOM): the questions come from the form's state and fields, not from the page.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import ajvValidator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type Journey, type JourneyFiles, type Scenario } from '../../engine/core/index.js';
import { loadJourney } from '../../engine/core/load.js';
import { controllerForScenario, listScenarios } from '../../engine/core/scenarios.js';
import { JourneyCard, JourneyProvider } from '../../engine/react/index.js';
import { journeyValidator } from '../../engine/react/coreValidator.js';
import { cardsOfFile } from '../../engine/react/scenario-controller.js';
import catalogue from '../../journey/messages/en-GB.json';
import sampleCatalogue from '../engine/fixtures/sample/messages/en-GB.json';
import { previewWidgets, sampleLists } from '../../src/features/staffPreview/previewSetup.js';
import { QuoteControllerContext } from '../../src/widgets/QuoteControllerContext.js';

await previewWidgets.preload();

const appFiles = import.meta.glob<unknown>(
  [
    '/journey/**/*.json',
    '!/journey/messages/**',
    '!/journey/settings.json',
    '!/journey/journey.schema.json',
    '!/journey/actions.json',
    '!/journey/samples/**',
  ],
  { eager: true, import: 'default' },
);
const sampleFiles = import.meta.glob<unknown>(
  ['/test/engine/fixtures/sample/**/*.json', '!/test/engine/fixtures/sample/messages/**'],
  { eager: true, import: 'default' },
);
const relativeTo = (root: string, files: Record<string, unknown>): JourneyFiles =>
  Object.fromEntries(Object.entries(files).map(([path, data]) => [path.slice(root.length + 2), data]));

/** Every question asked, with both answers. */
const asked: Array<{ schema: RJSFSchema; data: unknown; core: boolean; ajv: boolean }> = [];
const coreIsValid = journeyValidator.isValid.bind(journeyValidator);
const spy = vi.spyOn(journeyValidator, 'isValid').mockImplementation((schema, data, root) => {
  const core = coreIsValid(schema, data, root);
  asked.push({ schema, data, core, ajv: ajvValidator.isValid(schema, data, root) });
  return core;
});
afterAll(() => spy.mockRestore());

function renderCards(
  journey: Journey,
  ownerId: string,
  controller: Awaited<ReturnType<typeof controllerForScenario>>,
) {
  const cardIds = cardsOfFile(journey, ownerId).filter((id) => controller.getCard(id));
  return renderToStaticMarkup(
    <JourneyProvider journey={journey} widgets={previewWidgets} lists={sampleLists}>
      <QuoteControllerContext.Provider value={controller}>
        {cardIds.map((id) => (
          <JourneyCard key={id} controller={controller} cardId={id} renderHidden />
        ))}
      </QuoteControllerContext.Provider>
    </JourneyProvider>,
  );
}

const sets = [
  { root: 'journey', files: relativeTo('journey', appFiles), messages: catalogue },
  {
    root: 'test/engine/fixtures/sample',
    files: relativeTo('test/engine/fixtures/sample', sampleFiles),
    messages: sampleCatalogue,
  },
];

describe('the core answers what RJSF asks its validator', () => {
  // One test per journey file: each file's cards in every state its scenarios put them in, and with
  // no answers. (One test for all 40-odd files took 97 s on CI's loaded machine, past its limit.)
  for (const set of sets) {
    describe(`${set.root}: every card in every scenario state and with no answers`, () => {
      const journey = loadJourney(set.files, { messages: set.messages });
      const cases = new Map<string, Array<{ scenario: Scenario; empty: boolean }>>();
      const add = (ownerId: string, c: { scenario: Scenario; empty: boolean }) =>
        cases.set(ownerId, [...(cases.get(ownerId) ?? []), c]);
      for (const { ownerId, scenario } of listScenarios(journey)) add(ownerId, { scenario, empty: false });
      for (const card of journey.cards.values())
        add(card.file.id, { scenario: { name: 'empty', state: {}, expect: {} } as Scenario, empty: true });
      const setStart = asked.length;
      let rendered = 0;

      for (const [ownerId, ownCases] of cases)
        it(ownerId, async () => {
          const before = asked.length;
          for (const c of ownCases) {
            const controller = await controllerForScenario(
              journey,
              ownerId,
              c.scenario,
              c.empty ? null : undefined,
            );
            if (renderCards(journey, ownerId, controller).includes('data-card=')) rendered += 1;
          }
          const differing = asked.slice(before).filter((q) => q.core !== q.ajv);
          expect(
            differing.map((q) => ({ schema: q.schema, data: q.data, core: q.core, ajv: q.ajv })),
          ).toEqual([]);
        });

      it('rendered cards, and RJSF asked (a run that saw no question would prove nothing)', () => {
        expect(rendered).toBeGreaterThan(0);
        // The choice fields' default state makes RJSF ask.
        expect(asked.length).toBeGreaterThan(setStart);
      });
    });
  }

  it('asked with both answers true and false (the comparison can tell them apart)', () => {
    expect(asked.some((q) => q.ajv)).toBe(true);
    expect(asked.some((q) => !q.ajv)).toBe(true);
  });
});

describe('journeyValidator', () => {
  it('answers as Ajv for the keywords a field may hold', () => {
    const cases: Array<[RJSFSchema, unknown]> = [
      [{ const: 'gas', title: 'Gas' }, 'gas'],
      [{ const: 'gas', title: 'Gas' }, 'electricity'],
      [{ const: 1, title: 'One' }, '1'],
      [{ const: true, title: 'Yes' }, true],
      [{ type: 'integer', minimum: 1, maximum: 100 }, 42],
      [{ type: 'integer', minimum: 1, maximum: 100 }, 0],
      [{ type: 'integer' }, 4.5],
      [{ type: 'string', pattern: '^[0-9]{6}$' }, '12345'],
      [{ type: 'string', format: 'email' }, 'a@b.co'],
      [{ type: 'string', format: 'email' }, 'not an email'],
      [{ type: 'array', items: { type: 'string', enum: ['a', 'b'] }, minItems: 1 }, ['a']],
      [{ type: 'array', items: { type: 'string', enum: ['a', 'b'] }, minItems: 1 }, ['c']],
      [{ type: 'object', properties: { n: { type: 'number' } } }, { n: 'x' }],
      [{ type: 'string' }, undefined],
    ];
    for (const [schema, data] of cases)
      expect({ schema, data, valid: journeyValidator.isValid(schema, data, {}) }).toEqual({
        schema,
        data,
        valid: ajvValidator.isValid(schema, data, {}),
      });
  });

  it('never matches the junk option RJSF uses to test that a real option matched', () => {
    const junk = { type: 'object', $id: '_$junk_option_schema_id$_', properties: { x: { type: 'number' } } };
    expect(journeyValidator.isValid(junk as RJSFSchema, {}, {})).toBe(false);
  });

  it('refuses a keyword the core does not implement rather than answer wrongly', () => {
    expect(() => journeyValidator.isValid({ anyOf: [{ required: ['a'] }] }, {}, {})).toThrow(
      /an option without "const"/,
    );
    expect(() => journeyValidator.isValid({ if: { const: 1 } } as RJSFSchema, 1, {})).toThrow(
      /the keyword "if"/,
    );
  });

  it('is not asked to validate a form: the core does that', () => {
    expect(() => journeyValidator.validateFormData({}, {})).toThrow(/validated by the core/);
  });
});
