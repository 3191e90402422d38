// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useApiCall } from '../../../../src/features/results/useApiCall';

afterEach(cleanup);

/** An answer the page already holds (as the results the server rendered the page with). */
const served = { tariffs: ['Fixed 12M'] };

/** A page that shows one call's state and counts how often it renders. */
function probe(call: () => Promise<typeof served>, initial?: () => typeof served | undefined) {
  const seen = { renders: 0, retry: () => undefined as void };
  function Page() {
    seen.renders += 1;
    const state = useApiCall('quote-1', call, { failedKey: 'results.loadFailed', initial });
    seen.retry = state.retry;
    return <p data-testid="state">{state.status === 'ready' ? state.data.tariffs[0] : state.status}</p>;
  }
  render(<Page />);
  return seen;
}

describe('useApiCall', () => {
  it('adopts an answer at hand with one render and no call', () => {
    const call = vi.fn(() => Promise.resolve({ tariffs: ['asked'] }));
    const seen = probe(call, () => served);
    expect(screen.getByTestId('state').textContent).toBe('Fixed 12M');
    // A second render here re-rendered the whole results page straight after hydration (unsliced).
    expect(seen.renders).toBe(1);
    expect(call).not.toHaveBeenCalled();
  });

  it('asks when nothing is at hand, and shows the answer', async () => {
    const call = vi.fn(() => Promise.resolve({ tariffs: ['asked'] }));
    probe(call, () => undefined);
    await screen.findByText('asked');
    expect(call).toHaveBeenCalledOnce();
  });

  it('asks again on retry even with an answer at hand', async () => {
    const call = vi.fn(() => Promise.resolve({ tariffs: ['asked again'] }));
    const seen = probe(call, () => served);
    act(() => seen.retry());
    await screen.findByText('asked again');
    expect(call).toHaveBeenCalledOnce();
  });
});
