/**
 * Runs every scenario of every journey file through the pure core: the real journey under journey/
 * and the engine's sample journey. Discovered from disk, so a new card or variant file with scenarios
 * is tested without new test code.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadJourney } from '../../engine/core/load.js';
import { listScenarios, runScenario } from '../../engine/core/scenarios.js';
import { readJourneyData, readJourneyDir } from '../../scripts/journey-check.js';
import { journeyMetaValidator } from '../../scripts/journey-registries.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const journeyDirs = ['journey', 'test/engine/fixtures/sample'];

for (const dir of journeyDirs) {
  const { files } = readJourneyDir(`${root}${dir}`);
  if (Object.keys(files).length === 0) continue;
  describe(`scenarios of ${dir}/`, () => {
    const { messages, actionNames } = readJourneyData(`${root}${dir}`);
    const journey = loadJourney(files, { messages, actionNames, validateFile: journeyMetaValidator() });
    const scenarios = listScenarios(journey);

    it('has scenarios', () => expect(scenarios.length).toBeGreaterThan(0));

    it.each(scenarios.map((s) => [`${s.file} › ${s.scenario.name}`, s] as const))(
      '%s',
      async (_title, { ownerId, scenario }) => {
        const result = await runScenario(journey, ownerId, scenario);
        expect(result.failures.map((f) => `${f.path}: ${f.message}`)).toEqual([]);
      },
    );
  });
}
