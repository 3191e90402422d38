import { afterEach, describe, expect, it } from 'vitest';
import { shownFootprintTonnes } from '../../../src/stores/shownFootprint';
import { useResultsStore } from '../../../src/stores/results';
import { useQuoteStore } from '../../../src/stores/quote';

const withResults = (switchId: string, carbonFootprint: number) =>
  useResultsStore.setState({ switchId, results: { carbonFootprint } as never });

describe('the footprint the carbon calls send', () => {
  afterEach(() => {
    useResultsStore.setState({ switchId: null, results: null });
    useQuoteStore.setState({ switchId: null });
  });

  it("is the current quote's results footprint in tonnes", () => {
    useQuoteStore.setState({ switchId: '42' });
    withResults('42', 2581.4);
    expect(shownFootprintTonnes()).toBe(2.581);
  });

  it("is left out for another quote's results, without results, or beyond what the call takes", () => {
    useQuoteStore.setState({ switchId: '42' });
    expect(shownFootprintTonnes()).toBeUndefined();
    withResults('41', 2581);
    expect(shownFootprintTonnes()).toBeUndefined();
    withResults('42', 2_000_000);
    expect(shownFootprintTonnes()).toBeUndefined();
  });
});
