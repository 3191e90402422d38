import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatFault } from '../../../engine/core/check.js';
import { checkJourneyDir } from '../../../scripts/journey-check.js';
import { generatedJourneyFiles } from '../../../scripts/journey-schema.js';

const fixtures = fileURLToPath(new URL('../fixtures/', import.meta.url));

describe('journey:check', () => {
  it('finds no fault in the sample journey', async () => {
    expect((await checkJourneyDir(`${fixtures}sample`)).map(formatFault)).toEqual([]);
  });

  const broken = readdirSync(`${fixtures}broken`).sort();
  it.each(broken)('reports the planted fault in broken/%s with its file and JSON path', async (name) => {
    const expected = JSON.parse(readFileSync(`${fixtures}broken/${name}/expected.json`, 'utf8')) as {
      file: string;
      path: string;
      message: string;
    };
    const lines = (await checkJourneyDir(`${fixtures}broken/${name}`)).map(formatFault);
    expect(lines).toHaveLength(1);
    expect(lines[0].startsWith(`${expected.file}: ${expected.path}: `)).toBe(true);
    expect(lines[0]).toContain(expected.message);
  });

  it('journey/journey.schema.json and engine/core/journey-format.ts are generated (npm run journey:schema)', async () => {
    for (const { path, text } of await generatedJourneyFiles()) expect(readFileSync(path, 'utf8')).toBe(text);
  });
});
