// @vitest-environment happy-dom
/**
 * Render snapshots of every journey file, discovered: each card, flow and variant map under `journey/`
 * and the engine's fixture journeys, rendered in the state of each of its scenarios (and, for a card,
 * with no answers), with the app's real widgets and the sample lists (as the staff preview renders them).
 * A new journey file is snapshotted the day it is added, with no test code.
 * One compact snapshot per journey file (`__snapshots__/render/<root>/<file>.txt`): an outline of
 * what a user meets in each state (headings, groups, controls with their names, states, values and
 * descriptions, buttons, texts: see outline.ts), not the markup, so a snapshot changes only when what
 * a user meets changes, never when MUI re-nests its elements. A text change in the catalogue is
 * accepted with `vitest -u`.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Journey, type JourneyFiles, type Scenario } from '../../engine/core/index.js';
import { loadJourney } from '../../engine/core/load.js';
import { listScenarios } from '../../engine/core/scenarios.js';
import { JourneyCard, JourneyProvider } from '../../engine/react/index.js';
import { controllerForScenario } from '../../engine/core/scenarios.js';
import { cardsOfFile } from '../../engine/react/scenario-controller.js';
import catalogue from '../../journey/messages/en-GB.json';
import sampleCatalogue from '../engine/fixtures/sample/messages/en-GB.json';
import { previewWidgets, sampleLists } from '../../src/features/staffPreview/previewSetup.js';
import { QuoteControllerContext } from '../../src/widgets/QuoteControllerContext.js';
import { outline, type OutlineMemory } from './outline.js';

afterEach(cleanup);
// The richer widgets are chunks of their own: fetched here, they render at once like the others.
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

function relativeTo(root: string, files: Record<string, unknown>): JourneyFiles {
  return Object.fromEntries(Object.entries(files).map(([path, data]) => [path.slice(root.length + 2), data]));
}

// Each journey with its own catalogue: the engine's sample does not use the app's texts.
const sets = [
  { root: 'journey', files: relativeTo('journey', appFiles), messages: catalogue },
  {
    root: 'test/engine/fixtures/sample',
    files: relativeTo('test/engine/fixtures/sample', sampleFiles),
    messages: sampleCatalogue,
  },
].filter((set) => Object.keys(set.files).length > 0);

interface Case {
  name: string;
  ownerId: string;
  scenario: Scenario;
  isCard: boolean;
}

/** Each journey file's cases: its scenarios, and for a card its state with no answers first. */
function casesByFile(journey: Journey): Map<string, Case[]> {
  const byFile = new Map<string, Case[]>();
  const add = (file: string, c: Case) => byFile.set(file, [...(byFile.get(file) ?? []), c]);
  for (const card of journey.cards.values()) {
    add(card.path, {
      name: '(no answers)',
      ownerId: card.file.id,
      scenario: { name: 'empty', state: {}, expect: {} },
      isCard: true,
    });
  }
  for (const { file, ownerId, scenario } of listScenarios(journey)) {
    add(file, { name: scenario.name, ownerId, scenario, isCard: journey.cards.has(ownerId) });
  }
  return new Map([...byFile].sort(([a], [b]) => a.localeCompare(b)));
}

/** Renders one case and returns its outline. */
async function renderCase(journey: Journey, c: Case, memory: OutlineMemory): Promise<string> {
  // "(no answers)" shows a card on its own, outside any flow (so every field it can show, shows).
  const controller = await controllerForScenario(
    journey,
    c.ownerId,
    c.scenario,
    c.scenario.name === 'empty' ? null : undefined,
  );
  // A card the flow does not show in this state (e.g. the variant map picked another) has no slice.
  const cardIds = cardsOfFile(journey, c.ownerId).filter(
    (id) => (c.isCard && controller.getCard(id)) || controller.getCard(id)?.visible,
  );
  const { container, unmount } = render(
    <JourneyProvider journey={journey} widgets={previewWidgets} lists={sampleLists}>
      <QuoteControllerContext.Provider value={controller}>
        {cardIds.map((id) => (
          <JourneyCard key={id} controller={controller} cardId={id} renderHidden={c.isCard} />
        ))}
      </QuoteControllerContext.Provider>
    </JourneyProvider>,
  );
  // Every shown card rendered its heading (a render that silently failed would snapshot nothing).
  expect(container.querySelectorAll('section[data-card] > h2'), c.name).toHaveLength(cardIds.length);
  const text = outline(container, memory);
  unmount();
  return text;
}

for (const set of sets) {
  let journey: Journey;
  try {
    journey = loadJourney(set.files, { messages: set.messages });
  } catch (error) {
    // One broken journey must not hide the other's snapshots: report it as its own failing test.
    it(`${set.root} loads`, () => {
      throw error;
    });
    continue;
  }
  describe(set.root, () => {
    for (const [file, cases] of casesByFile(journey)) {
      it(`${set.root}/${file}`, async () => {
        const states: string[] = [];
        const memory: OutlineMemory = { optionLists: new Set(), texts: new Set() };
        for (const c of cases) states.push(`## ${c.name}\n\n${await renderCase(journey, c, memory)}\n`);
        await expect(states.join('\n')).toMatchFileSnapshot(
          `__snapshots__/render/${set.root}/${file.replace(/\.json$/, '')}.txt`,
        );
      });
    }
  });
}

it('found journey files to snapshot', () => {
  expect(sets.length).toBeGreaterThan(0);
});
