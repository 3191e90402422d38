// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FullPageLoader } from '../../../src/layout/FullPageLoader';
import { startLoader, stopLoader } from '../../../src/stores/appLoader';
import messages from '../../../journey/messages/en-GB.json';

/** The loader as the app renders it: inside the router (its footer links to the app's own pages). */
const renderLoader = () =>
  render(
    <MemoryRouter>
      <FullPageLoader />
    </MemoryRouter>,
  );

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
    renderLoader();
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
    renderLoader();
    act(() => startLoader());
    act(() => void vi.advanceTimersByTime(1000));
    act(() => stopLoader());
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
