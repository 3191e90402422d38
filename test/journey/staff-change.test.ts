/**
 * Issue 26's "done when": what product staff change, in a copy of the project, with no code or test
 * file touched.
 * - A variant for a new supplier (55) that drops the credit check a template brings (with `null`) and
 *   adds a marketing consent ticked when shown, plus its map line: `npm run journey:check`,
 *   `npm run consent:table` (regenerates the table, as the README's steps say) and the journey tests
 *   pass, its resolved card has no credit-check field and its scenario passes.
 * - One message's text changed: `vitest -u` alone makes the tests pass.
 *
 * Both changes are checked after one `vitest -u` run of the journey tests (see the describe block).
 *
 * The copy holds only what those commands read (node_modules is a symlink). Vitest runs in it on the
 * journey tests a staff change can affect (kept small for time), without the database set-up: every
 * scenario (scenarios-core), every card's render snapshot (render-snapshots) and the consent table
 * (consent-table). Left out: the RJSF validator sweep (renders every card in every scenario state; a
 * new variant is covered by the render snapshot) and the engine's and app's own tests, which read no
 * journey file.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadJourney } from '../../engine/core/load.js';
import { runScenario } from '../../engine/core/scenarios.js';
import { readJourneyData, readJourneyDir } from '../../scripts/journey-check.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** What journey:check, consent:table and the journey tests read. */
const NEEDED = [
  'package.json',
  'tsconfig.json',
  'vitest.config.ts',
  'contract',
  'engine',
  'journey',
  'scripts',
  'server',
  'src',
  'docs/consent-variants.md',
  'test/engine/core/helpers.ts',
  'test/engine/fixtures',
  'test/journey',
  'test/server/helpers',
];

/** The journey tests run in the copy (see the file comment for why these). */
const JOURNEY_TESTS = [
  'test/journey/scenarios-core.test.ts',
  'test/journey/render-snapshots.test.tsx',
  'test/journey/consent-table.test.ts',
];

function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'staff-change-'));
  for (const path of NEEDED) cpSync(join(root, path), join(dir, path), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'vitest.staff-change.config.ts'), NO_DATABASE_CONFIG);
  return dir;
}

/** Run a command in the copy; its output when it fails, so the test says why. */
function run(dir: string, command: string, args: string[]): { ok: boolean; output: string } {
  try {
    const output = execFileSync(command, args, {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
      // Not CI: a new card's first render snapshot is written, as on a staff member's machine.
      env: { ...process.env, CI: '' },
    });
    return { ok: true, output };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}\n${e.stderr ?? ''}` };
  }
}

/**
 * The project's Vitest config without its global setup: that builds the server tests' databases
 * (seconds on every run), and the journey tests use none.
 */
const NO_DATABASE_CONFIG = `import config from './vitest.config.ts';
export default { ...config, test: { ...config.test, globalSetup: [] } };
`;

const vitest = (dir: string, args: string[]) =>
  run(dir, 'node', [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--config',
    'vitest.staff-change.config.ts',
    ...args,
    ...JOURNEY_TESTS,
  ]);

/** Supplier 55's variant, as a staff member writes it from README's steps. */
const consent55 = {
  $schema: '../journey.schema.json',
  version: 1,
  id: 'signup.consent-55',
  extends: [
    'signup.consent-4',
    {
      card: 'signup.show-effects',
      params: { effects: [{ set: { supplierMaySendUpdatesThatMayBeOfInterestViaEmail: true } }] },
    },
  ],
  hint: 'Sunbeam Energy runs no credit check',
  schema: {
    properties: {
      happyToReceiveCreditCheck: null,
      supplierMaySendUpdatesThatMayBeOfInterestViaEmail: {
        type: ['boolean', 'null'],
        title: 'Offers that may interest me by email',
      },
    },
  },
  uiSchema: { supplierMaySendUpdatesThatMayBeOfInterestViaEmail: { 'ui:widget': 'checkbox' } },
  scenarios: [
    {
      name: 'supplier 55: no credit check, the email offers ticked when shown',
      flow: 'signup.form',
      given: ['plan', 'details', 'address'],
      state: { supplierId: 55 },
      expect: {
        visible: ['signup.consent-55', 'supplierMaySendUpdatesThatMayBeOfInterestViaEmail'],
        hidden: ['happyToReceiveCreditCheck'],
        values: { supplierMaySendUpdatesThatMayBeOfInterestViaEmail: true, happyToReceiveCreditCheck: null },
        unlocked: ['terms'],
      },
    },
  ],
};

/** Every render snapshot file of the copy, by path under the snapshots folder, with its text. */
function snapshotFiles(dir: string): Map<string, string> {
  const root = join(dir, SNAPSHOTS);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.txt'));
  return new Map(files.map((f) => [f, readFileSync(join(root, f), 'utf8')]));
}

const SNAPSHOTS = 'test/journey/__snapshots__/render';
const NEW_SNAPSHOT = 'journey/signup/consent-55.txt';
const MESSAGE_KEY = 'signup.nonDomesticMeter';
const NEW_TEXT = 'This meter is not a household meter, so we cannot switch it.';
const HELP_CARD = 'journey/quote/economy7.json';
const HELP_OUTLINE = 'journey/quote/economy7.txt';
const NEW_HELP = 'An Economy 7 meter has a cheaper night rate, for 7 hours.';

describe('a staff change in a copy of the project', () => {
  let dir: string;
  let check: { ok: boolean; output: string };
  let table: { ok: boolean; output: string };
  let oldText: string;
  let before: Map<string, string>;
  let after: Map<string, string>;
  let tests: { ok: boolean; output: string };

  // Both changes are made, then the journey tests run once with `vitest -u`, as a staff member would
  // after editing: one run rather than one per change (the render snapshots are the costliest journey
  // test, and this file ran them twice). What each change may touch is still told apart: the variant
  // only writes its own new snapshot, the message only rewrites the snapshots that held its old text.
  beforeAll(() => {
    dir = copyProject();
    writeFileSync(join(dir, 'journey/signup/consent-55.json'), `${JSON.stringify(consent55, null, 2)}\n`);
    const mapPath = join(dir, 'journey/signup/consent-variants.json');
    const map = readFileSync(mapPath, 'utf8');
    writeFileSync(
      mapPath,
      map.replace('"4": "signup.consent-4",', '"4": "signup.consent-4",\n    "55": "signup.consent-55",'),
    );
    check = run(dir, 'npm', ['run', '-s', 'journey:check']);
    table = run(dir, 'npm', ['run', '-s', 'consent:table']);

    const path = join(dir, 'journey/messages/en-GB.json');
    const catalogue = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
    oldText = catalogue[MESSAGE_KEY];
    catalogue[MESSAGE_KEY] = NEW_TEXT;
    writeFileSync(path, `${JSON.stringify(catalogue, null, 2)}\n`);

    before = snapshotFiles(dir);
    tests = vitest(dir, ['-u']);
    after = snapshotFiles(dir);
    // About 40 s idle; beside the end-to-end suite 209 s (2026-11-28) and 365 s of the 400 s it had
    // on a slower evening (2026-11-27).
  }, 600_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a new supplier variant (credit check dropped with null, a pre-ticked consent) needs journey files only', async () => {
    expect(check.output).toContain('journey file(s) clean');
    expect(check.ok).toBe(true);
    expect(table.ok).toBe(true);

    // The resolved card, as the app and the server load it.
    const { files } = readJourneyDir(join(dir, 'journey'));
    const { messages, actionNames } = readJourneyData(join(dir, 'journey'));
    const journey = loadJourney(files, { messages, actionNames });
    const card = journey.cards.get('signup.consent-55')!;
    const { scenarios: _own, ...resolved } = card.file;
    expect(JSON.stringify(resolved)).not.toContain('happyToReceiveCreditCheck');
    expect(resolved.onShow).toContainEqual({
      set: { supplierMaySendUpdatesThatMayBeOfInterestViaEmail: true },
    });
    const result = await runScenario(journey, card.file.id, card.scenarios[0]);
    expect(result.failures).toEqual([]);

    expect(tests.output).not.toMatch(/FAIL/);
    expect(tests.ok).toBe(true);
    // The only new snapshot is the variant's first, with the email box ticked and no credit check.
    expect([...after.keys()].filter((f) => !before.has(f))).toEqual([NEW_SNAPSHOT]);
    const snapshot = after.get(NEW_SNAPSHOT)!;
    expect(snapshot).toContain('checkbox "Offers that may interest me by email" [checked]');
    expect(snapshot).not.toContain('may run a credit check on me');
  });

  it("a message's new text needs only vitest -u", () => {
    // Only the render snapshots hold words (scenarios name messages by key): `-u` rewrote exactly
    // those that held the old text (a run without it would fail on them), says how many, and every
    // journey test passes.
    expect(tests.ok).toBe(true);
    // eslint-disable-next-line no-control-regex -- Vitest's summary is coloured
    const summary = tests.output.replace(/\u001b\[[0-9;]*m/g, '');
    // Vitest's summary: `Snapshots  1 written` and, on its next line, `1 updated`.
    expect(summary).toMatch(/Snapshots\s+(\d+ written\s+)?[1-9]\d* updated/);
    const held = [...before].filter(([, text]) => text.includes(oldText)).map(([f]) => f);
    const rewritten = [...before].filter(([f, text]) => after.get(f) !== text).map(([f]) => f);
    expect(held.length).toBeGreaterThan(0);
    expect(rewritten).toEqual(held);
    for (const f of held) expect(after.get(f)).toContain(NEW_TEXT);
    expect([...after.values()].some((text) => text.includes(oldText))).toBe(false);
  });

  // A card's help text (`ui:help`) changed after the run above, accepted the way the staff docs say:
  // `npm run journey:accept`, which runs the journey tests alone (`vitest run -u test/journey` would
  // take the folder as the value of `-u` and run every test file). The help text is in the outlines
  // (the card's and the flow's), so its change shows there for review.
  it("a card's new help text shows in its render outlines, accepted with npm run journey:accept", () => {
    const path = join(dir, HELP_CARD);
    const card = JSON.parse(readFileSync(path, 'utf8')) as {
      uiSchema: Record<string, Record<string, string>>;
    };
    const oldHelp = card.uiSchema.isEconomy7['ui:help'];
    card.uiSchema.isEconomy7['ui:help'] = NEW_HELP;
    writeFileSync(path, `${JSON.stringify(card, null, 2)}\n`);
    const outlines = snapshotFiles(dir);
    const held = [...outlines].filter(([, text]) => text.includes(oldHelp)).map(([f]) => f);
    expect(held).toContain(HELP_OUTLINE);

    const accepted = run(dir, 'npm', ['run', '-s', 'journey:accept']);
    expect(accepted.output).not.toMatch(/FAIL/);
    expect(accepted.ok).toBe(true);
    const after = snapshotFiles(dir);
    const rewritten = [...outlines].filter(([f, text]) => after.get(f) !== text).map(([f]) => f);
    expect(rewritten).toEqual(held);
    for (const f of held) expect(after.get(f)).toContain(NEW_HELP);
    expect([...after.values()].some((text) => text.includes(oldHelp))).toBe(false);
  }, 600_000);
});
