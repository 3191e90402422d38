import { describe, expect, it } from 'vitest';
import { createBatcher } from '../../../src/tracking/batcher';
import type { TrackRecord } from '../../../contract/api/track-records';

const rec = (n: number): TrackRecord => ({ propertyDetails: [{ name: 'Action', value: `a${n}` }] });

function harness(send: (records: TrackRecord[], leaving: boolean) => Promise<unknown>) {
  const timers: Array<() => void> = [];
  const batcher = createBatcher({
    send,
    delayMs: 1000,
    maxBatch: 3,
    setTimer: (fn) => (timers.push(fn), timers.length),
    clearTimer: (h) => void (timers[(h as number) - 1] = () => undefined),
  });
  return { batcher, fireTimers: () => timers.splice(0).forEach((fn) => fn()) };
}

describe('tracking batcher', () => {
  it('sends records together after the delay, and at once when a batch is full', () => {
    const sent: Array<{ records: TrackRecord[]; leaving: boolean }> = [];
    const { batcher, fireTimers } = harness(async (records, leaving) => sent.push({ records, leaving }));
    batcher.add(rec(1));
    batcher.add(rec(2));
    expect(sent).toHaveLength(0);
    fireTimers();
    expect(sent).toEqual([{ records: [rec(1), rec(2)], leaving: false }]);
    batcher.add(rec(3));
    batcher.add(rec(4));
    batcher.add(rec(5));
    expect(sent[1].records).toEqual([rec(3), rec(4), rec(5)]);
    fireTimers();
    expect(sent).toHaveLength(2);
  });

  it('flushes when the page is left, split into batches of the maximum size', () => {
    const sent: Array<{ records: TrackRecord[]; leaving: boolean }> = [];
    const { batcher } = harness(async (records, leaving) => sent.push({ records, leaving }));
    for (let i = 0; i < 2; i++) batcher.add(rec(i));
    batcher.flush(true);
    expect(sent).toEqual([{ records: [rec(0), rec(1)], leaving: true }]);
    expect(batcher.pending()).toBe(0);
  });

  it('never throws and drops a batch whose call fails or throws', async () => {
    const { batcher, fireTimers } = harness(() => Promise.reject(new Error('down')));
    batcher.add(rec(1));
    expect(() => fireTimers()).not.toThrow();
    expect(batcher.pending()).toBe(0);
    const throwing = harness(() => {
      throw new Error('no network');
    });
    throwing.batcher.add(rec(1));
    expect(() => throwing.batcher.flush()).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});
