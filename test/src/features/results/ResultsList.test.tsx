// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResultsList } from '../../../../src/features/results/components/ResultsList';

afterEach(cleanup);

describe('results empty state', () => {
  const props = {
    rows: [],
    logos: new Map(),
    filterKey: 'k',
    onReset: vi.fn(),
    onSwitchNow: vi.fn(),
    onMoreInfo: vi.fn(),
  };

  it('with no filters on: No results found, and nothing about filters', () => {
    render(<ResultsList {...props} narrowed={false} />);
    const empty = screen.getByTestId('results-empty');
    expect(within(empty).getByRole('heading', { name: 'No results found' })).toBeTruthy();
    expect(empty.textContent).toBe('No results found');
  });

  it('when filters removed every result: the text about your chosen filters and a reset', async () => {
    render(<ResultsList {...props} narrowed />);
    const empty = screen.getByTestId('results-empty');
    expect(empty.textContent).toContain('No tariff matches your chosen filters.');
    await userEvent.click(within(empty).getByRole('button', { name: 'Reset filters' }));
    expect(props.onReset).toHaveBeenCalledOnce();
  });
});
