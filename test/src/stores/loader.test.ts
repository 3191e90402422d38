import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoader } from '../../../src/stores/loader';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const make = (delay = 2000) => createLoader(() => delay, globalThis as never);

describe('full-page loader', () => {
  it('appears only after the delay', () => {
    const loader = make();
    loader.startLoader();
    vi.advanceTimersByTime(1999);
    expect(loader.store.getState().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(loader.store.getState().visible).toBe(true);
    loader.stopLoader();
    expect(loader.store.getState().visible).toBe(false);
  });

  it('never appears when stopped before the delay', () => {
    const loader = make();
    loader.startLoader();
    vi.advanceTimersByTime(1500);
    loader.stopLoader();
    vi.advanceTimersByTime(5000);
    expect(loader.store.getState().visible).toBe(false);
  });

  it('stays while any caller still waits, and ignores extra stops', () => {
    const loader = make(100);
    loader.startLoader();
    loader.startLoader();
    vi.advanceTimersByTime(100);
    loader.stopLoader();
    expect(loader.store.getState().visible).toBe(true);
    loader.stopLoader();
    loader.stopLoader();
    expect(loader.store.getState()).toEqual({ pending: 0, visible: false });
    loader.startLoader();
    vi.advanceTimersByTime(100);
    expect(loader.store.getState().visible).toBe(true);
  });

  it('uses the configured delay', () => {
    const loader = make(300);
    loader.startLoader();
    vi.advanceTimersByTime(300);
    expect(loader.store.getState().visible).toBe(true);
  });
});
