/**
 * Precomposed journeys (engine/core/precompose.ts): the app's build composes each journey folder once
 * and the browser loads the result with `loadPrecomposedJourney`. Loading that must give the very journey the
 * full loader gives from the files as written, for every journey folder the app ships.
 */
import { describe, expect, it } from 'vitest';
import { loadPrecomposedJourney, type Journey } from '../../../engine/core/index.js';
import { loadJourney } from '../../../engine/core/load.js';
import { precomposeJourney } from '../../../engine/core/precompose.js';
import { precomposedFolder, runtimeFiles } from '../../../scripts/vite/precomposedJourney.js';
import { appMessages, card } from './helpers.js';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const journeyRoot = fileURLToPath(new URL('../../../journey/', import.meta.url));

function filesOf(folder: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const walk = (rel: string) => {
    for (const entry of readdirSync(journeyRoot + rel)) {
      const path = `${rel}/${entry}`;
      if (statSync(journeyRoot + path).isDirectory()) walk(path);
      else if (entry.endsWith('.json')) out[path] = JSON.parse(readFileSync(journeyRoot + path, 'utf8'));
    }
  };
  walk(folder);
  return out;
}

/** JSON of `value` with Maps and Sets as lists and each prepared rule as its kind: comparable. */
const plain = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (_key, v: unknown) =>
      v instanceof Map ? [...v] : v instanceof Set ? [...v] : typeof v === 'function' ? 'function' : v,
    ),
  );

/** What a page uses of a loaded journey: each card's resolved file and rules, the flows and maps. */
function shape(journey: Journey) {
  return plain({
    cards: [...journey.cards].map(([id, c]) => ({
      id,
      path: c.path,
      file: c.file,
      fieldOrder: c.fieldOrder,
      checks: c.checks.length,
      notices: c.notices.length,
      rules: Object.keys(c.fieldRules),
    })),
    flows: [...journey.flows].map(([id, f]) => ({ id, steps: f.steps })),
    variantMaps: [...journey.variantMaps.keys()],
    model: journey.model,
  });
}

describe('a precomposed journey', () => {
  for (const folder of ['quote', 'signup']) {
    it(`loads to the same ${folder} journey as the files as written`, () => {
      const asWritten = loadJourney(filesOf(folder), { messages: appMessages });
      const { files } = precomposedFolder(folder);
      const precomposed = loadPrecomposedJourney(files, { messages: appMessages });
      expect(precomposed.cards.size).toBeGreaterThan(3);
      expect(shape(precomposed)).toEqual(shape(asWritten));
    });
  }

  for (const folder of ['quote', 'signup']) {
    it(`the ${folder} journey the app runs on is the same without its scenarios and authors' notes`, () => {
      const { files } = precomposedFolder(folder);
      const shipped = runtimeFiles(files);
      const text = JSON.stringify(shipped);
      expect(text).not.toContain('"$comment"');
      expect(text).not.toContain('"scenarios"');
      expect(text.length).toBeLessThan(JSON.stringify(files).length * 0.85);
      // Everything else the page uses is unchanged.
      const notes = (value: unknown): unknown =>
        JSON.parse(
          JSON.stringify(value, (key, v: unknown) =>
            key === '$comment' || key === 'scenarios' ? undefined : v,
          ),
        );
      const full = loadPrecomposedJourney(files, { messages: appMessages });
      const runtime = loadPrecomposedJourney(shipped, { messages: appMessages });
      expect(notes(shape(runtime))).toEqual(notes(shape(full)));
    });
  }

  it('has no card that still extends another, and no template', () => {
    const { files } = precomposedFolder('signup');
    const cards = Object.values(files) as Array<Record<string, unknown>>;
    expect(cards.some((c) => 'extends' in c || 'params' in c || c.template === true)).toBe(false);
    // The signup folder does compose: its consent variants extend the default card.
    expect(Object.values(filesOf('signup')).some((c) => 'extends' in (c as object))).toBe(true);
  });

  it('reports a composition fault with the file that caused it', () => {
    const { faults } = precomposeJourney({
      'a.json': card('a', { x: { type: 'string' } }, { extends: 'missing' }),
    });
    expect(faults.map((f) => f.message)).toEqual([expect.stringContaining('a.json')]);
    expect(faults[0].message).toContain('"missing"');
  });

  it('refuses a folder name that is not one', () => {
    expect(() => precomposedFolder('../server')).toThrow(/not a journey folder/);
    expect(() => precomposedFolder('nope')).toThrow();
  });
});
