// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FullPageLoader } from '../../../src/layout/FullPageLoader';
import { startLoader, stopLoader } from '../../../src/stores/appLoader';
import messages from '../../../journey/messages/en-GB.json';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => stopLoader());
  cleanup();
  vi.useRealTimers();
});

describe('FullPageLoader', () => {
  it('shows a status with a footer only after the default 2000 ms delay', () => {
    render(<FullPageLoader />);
    act(() => startLoader());
    act(() => void vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toContain(messages['loader.label']);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    act(() => stopLoader());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never shows when stopped before the delay', () => {
    render(<FullPageLoader />);
    act(() => startLoader());
    act(() => void vi.advanceTimersByTime(1000));
    act(() => stopLoader());
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
