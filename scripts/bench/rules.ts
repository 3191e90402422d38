/**
 * Benchmark (a) of `npm run bench`: the time to evaluate every rule of a journey of 300 rules after
 * one change (target: under 0.1 ms on this machine), plus, for context, a full `resolve` of that
 * journey (rules + validation + messages) and a controller keystroke (`setValue` with diffing).
 *
 * The journey is synthetic: 30 cards of 5 fields, each field with a visibleWhen and a requiredWhen
 * (300 rules) that read earlier fields, compare enums, do arithmetic and call custom operations.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SectionResult } from './report.js';
import {
  createJourneyController,
  createUiState,
  resolve,
  type EvalContext,
  type Journey,
  type PreparedRule,
} from '../../engine/core/index.js';
import { loadJourney } from '../../engine/core/load.js';

const CARDS = 30;
const FIELDS = 5;

function syntheticFiles(): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  const steps = [];
  for (let c = 0; c < CARDS; c++) {
    const properties: Record<string, unknown> = {};
    const fields: Record<string, unknown> = {};
    for (let f = 0; f < FIELDS; f++) {
      const name = `c${c}f${f}`;
      const previous = f > 0 ? `c${c}f${f - 1}` : c > 0 ? `c${c - 1}f${FIELDS - 1}` : 'mode';
      properties[name] =
        f % 2 === 0
          ? { type: 'string', title: name, enum: ['yes', 'no', 'maybe'] }
          : { type: 'number', title: name, minimum: 1, maximum: 100 };
      fields[name] = {
        visibleWhen: {
          or: [
            { '==': [{ var: previous }, 'yes'] },
            { '>': [{ '+': [{ var: 'level' }, 1] }, c] },
            { in: [{ var: 'mode' }, ['a', 'b']] },
          ],
        },
        requiredWhen: {
          and: [
            { '!=': [{ var: 'mode' }, 'c'] },
            { startsWith: [{ var: 'meter.mpan' }, '02'] },
            { '<': [{ var: 'level' }, 50] },
          ],
        },
      };
    }
    files[`card${c}.json`] = {
      version: 1,
      id: `card${c}`,
      title: `Card ${c}`,
      schema: { type: 'object', properties },
      fields,
    };
    steps.push({ id: `s${c}`, card: `card${c}` });
  }
  files['flow.json'] = {
    version: 1,
    kind: 'flow',
    id: 'bench',
    title: 'Bench',
    mode: 'unlock',
    context: {
      mode: { type: 'string', enum: ['a', 'b', 'c'] },
      level: { type: 'number' },
      'meter.mpan': { type: 'string' },
    },
    steps,
  };
  return files;
}

function allRules(journey: Journey): PreparedRule[] {
  const rules: PreparedRule[] = [];
  for (const card of journey.cards.values()) {
    for (const field of Object.values(card.fieldRules)) {
      if (field.visibleWhen) rules.push(field.visibleWhen);
      if (field.requiredWhen) rules.push(field.requiredWhen);
    }
  }
  return rules;
}

function stats(samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], p95: sorted[Math.floor(sorted.length * 0.95)] };
}

function time(iterations: number, work: (i: number) => void): { median: number; p95: number } {
  for (let i = 0; i < Math.min(iterations, 500); i++) work(i); // warm up the JIT
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    work(i);
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

/** Run the rules benchmark; returns the lines to print. */
export async function benchRules(): Promise<SectionResult> {
  const messages = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../journey/messages/en-GB.json', import.meta.url)), 'utf8'),
  ) as Record<string, string>;
  const journey = loadJourney(syntheticFiles(), { messages });
  const rules = allRules(journey);
  const base = { mode: 'c', level: 10, meter: { mpan: '0212345' }, c0f0: 'yes', c0f1: 5 };
  const states = [base, { ...base, c0f0: 'no' }];
  const ctx = (state: Record<string, unknown>): EvalContext => ({
    state,
    derived: {},
    today: '2025-01-15',
    sectionValid: () => true,
    inStepList: () => true,
    changedAfter: () => false,
  });
  const contexts = states.map(ctx);
  let sink = 0;

  // One change (c0f0 flips), then every rule evaluated against the new state.
  const rulesTime = time(5000, (i) => {
    const c = contexts[i & 1];
    for (const rule of rules) if (rule.evaluate(c)) sink++;
  });
  const ui = createUiState({ submitted: true });
  const resolveTime = time(2000, (i) => {
    sink += resolve(journey, states[i & 1], ui, { today: '2025-01-15' }).valid ? 1 : 0;
  });
  const controller = createJourneyController(journey, { initialState: base, today: '2025-01-15' });
  const keystrokeTime = time(1000, (i) => {
    void controller.setValue('c0f1', (i % 90) + 2);
  });
  void sink;

  const ms = (n: number) => n.toFixed(4);
  const verdict = rulesTime.p95 < 0.1 ? 'meets' : 'MISSES';
  const lines = [
    `rules: ${rules.length} JSON-Logic rules (${CARDS} cards x ${FIELDS} fields), evaluate all after one change: median ${ms(rulesTime.median)} ms, p95 ${ms(rulesTime.p95)} ms (target < 0.1000 ms: ${verdict})`,
    `rules: full resolve of that journey (rules + validation + messages, ${CARDS * FIELDS} fields): median ${ms(resolveTime.median)} ms, p95 ${ms(resolveTime.p95)} ms`,
    `rules: controller keystroke (setValue, resolve, per-card diff): median ${ms(keystrokeTime.median)} ms, p95 ${ms(keystrokeTime.p95)} ms`,
  ];
  return {
    lines,
    figures: [
      {
        section: 'rules',
        name: `evaluate ${rules.length} rules after one change, p95`,
        value: rulesTime.p95,
        unit: 'ms',
        target: { op: '<', limit: 0.1 },
      },
    ],
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const line of (await benchRules()).lines) console.log(line);
}
