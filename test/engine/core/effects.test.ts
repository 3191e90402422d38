import { describe, expect, it } from 'vitest';
import { createJourneyController, type ActionRegistry } from '../../../engine/core/index.js';
import { JourneyLoadError } from '../../../engine/core/errors.js';
import { card, load } from './helpers.js';

const flow = {
  version: 1,
  kind: 'flow',
  id: 'f',
  title: 'F',
  mode: 'sequential',
  lockedNotice: 'quote.laterCardsWait',
  context: { got: { type: 'string' } },
  steps: [
    { id: 'one', card: 'a' },
    { id: 'two', card: 'b' },
    { id: 'three', card: 'c' },
  ],
};

function journey(aExtra: Record<string, unknown> = {}) {
  return load({
    'flow.json': flow,
    'a.json': card(
      'a',
      {},
      {
        schema: {
          type: 'object',
          properties: {
            x: { type: 'string', title: 'X', enum: ['p', 'q', 'n'] },
            y: { type: 'string', title: 'Y' },
            w: { type: 'string', title: 'W' },
          },
          required: ['x'],
        },
        notices: [{ when: { '==': [{ var: 'x' }, 'n'] }, message: 'quote.noGasSupply' }],
        checks: [
          {
            when: { and: [{ '==': [{ var: 'x' }, 'q'] }, { changedAfter: ['x', 'w'] }] },
            field: 'x',
            message: 'validation.invalid',
          },
          {
            when: { and: [{ '==': [{ var: 'x' }, 'q'] }, { '!': { changedAfter: ['x', 'w'] } }] },
            field: 'w',
            message: 'validation.invalid',
          },
        ],
        ...aExtra,
      },
    ),
    'b.json': card('b', { z: { type: 'string', title: 'Z' } }),
    'c.json': card('c', { v: { type: 'string', title: 'V' } }),
  });
}

const stubs = (extra: ActionRegistry = {}): ActionRegistry => ({ fetchThing: () => undefined, ...extra });

describe('compute effects', () => {
  it('set the values of rules, after an async action before them has set its values', async () => {
    let release: (patch: Record<string, unknown>) => void = () => undefined;
    const j = journey({
      onChange: {
        x: [
          { action: 'fetchThing' },
          {
            compute: {
              y: { cat: [{ var: 'x' }, { var: 'got' }] },
              w: { if: [{ '==': [{ var: 'x' }, 'p'] }, null, 'kept'] },
            },
          },
        ],
      },
    });
    const controller = createJourneyController(j, {
      actions: stubs({ fetchThing: () => new Promise((resolve) => (release = resolve)) }),
      initialState: { w: 'before' },
    });
    const done = controller.setValue('x', 'p');
    // The compute waits for the action.
    expect(controller.getState().y).toBeUndefined();
    release({ got: '!' });
    await done;
    // Rules read the state as it was before the effect; a null value clears the field.
    expect(controller.getState()).toMatchObject({ x: 'p', y: 'p!', got: '!' });
    expect(controller.getState()).not.toHaveProperty('w');
  });

  it('fail closed: a rule reading an undeclared variable stops the journey from loading', () => {
    expect(() => journey({ onShow: [{ compute: { y: { var: 'nope' } } }] })).toThrow(JourneyLoadError);
    expect(() => journey({ onShow: [{ compute: { y: { var: 'nope' } } }] })).toThrow(
      'a.json: /onShow/0/compute/y/var/0: rule reads undeclared variable "nope"',
    );
  });
});

describe('notices and the locked-step notice', () => {
  it('a card notice shows while its rule holds', async () => {
    const controller = createJourneyController(journey(), { actions: stubs() });
    expect(controller.getCard('a')!.notices).toEqual([]);
    await controller.setValue('x', 'n');
    expect(controller.getCard('a')!.notices).toEqual([
      'We found no gas supply at this address, so we have chosen Electricity. If your home does have gas, you can still choose Gas or Gas & Electricity.',
    ]);
  });

  it('the first waiting step says why once the blocking card shows an error, the later ones stay silent', async () => {
    const controller = createJourneyController(journey(), { actions: stubs() });
    // Not answered yet: later cards wait without a word (the form is being filled in).
    expect(controller.getCard('b')!.lockedNotice).toBeUndefined();
    controller.touch('x');
    expect(controller.getCard('b')!.lockedNotice).toBe(
      'The rest of the form will appear once you have fixed your answer to “X” above.',
    );
    expect(controller.getCard('c')!.lockedNotice).toBeUndefined();
    expect(controller.getView().steps.map((s) => s.waitingFor ?? null)).toEqual([null, 'one', 'one']);
    await controller.setValue('x', 'p');
    expect(controller.getCard('b')!.visible).toBe(true);
    expect(controller.getCard('b')!.lockedNotice).toBeUndefined();
  });

  it('changedAfter puts a cross-field message at the answer changed last', async () => {
    const controller = createJourneyController(journey(), {
      actions: stubs(),
      initialState: { x: 'q', w: 'set' },
      initialUi: { submitted: true },
    });
    const shown = () => ({
      x: controller.getCard('a')!.fields.x.errors.length,
      w: controller.getCard('a')!.fields.w.errors.length,
    });
    expect(shown()).toEqual({ x: 0, w: 1 });
    await controller.setValue('x', 'p');
    await controller.setValue('x', 'q');
    expect(shown()).toEqual({ x: 1, w: 0 });
    await controller.setValue('w', 'again');
    expect(shown()).toEqual({ x: 0, w: 1 });
  });
});

describe('whenIdle', () => {
  it("with card ids, waits for the actions those cards' effects started only", async () => {
    const j = load({
      'flow.json': flow,
      'a.json': card(
        'a',
        { x: { type: 'string', title: 'X' } },
        { onChange: { x: [{ action: 'fetchThing' }] } },
      ),
      // A card further on that checks the same answer (as the address section's MPAN check follows
      // a prefill): its slow check must not hold the first card.
      'b.json': card(
        'b',
        { z: { type: 'string', title: 'Z' } },
        { onChange: { x: [{ action: 'fetchOther' }] } },
      ),
      'c.json': card('c', { v: { type: 'string', title: 'V' } }),
    });
    const held = () => {
      let release: (patch: Record<string, unknown>) => void = () => undefined;
      const promise = new Promise<Record<string, unknown>>((resolve) => (release = resolve));
      return { promise, release: (patch: Record<string, unknown>) => release(patch) };
    };
    const forA = held();
    const forB = held();
    const controller = createJourneyController(j, {
      actions: { fetchThing: () => forA.promise, fetchOther: () => forB.promise },
    });
    void controller.setValue('x', 'typed');
    const settled: string[] = [];
    void controller.whenIdle(['a']).then(() => settled.push('a'));
    void controller.whenIdle(['b']).then(() => settled.push('b'));
    void controller.whenIdle().then(() => settled.push('all'));
    const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
    await turn();
    expect(settled).toEqual([]);
    forA.release({ y: 'from a' });
    await turn();
    // Card a's check is back and applied; b's is still out, and so is the whole journey.
    expect(settled).toEqual(['a']);
    expect(controller.getState().y).toBe('from a');
    forB.release({ z: 'from b' });
    await turn();
    expect(settled).toEqual(['a', 'b', 'all']);
  });
});
