import { describe, expect, it, vi } from 'vitest';
import { ensureChromium, INSTALL_COMMAND } from '../../e2e/chromium';

describe('ensureChromium', () => {
  it('does nothing when Chromium is there', () => {
    const log = vi.fn();
    ensureChromium(log, { path: process.execPath, isRoot: false });
    expect(log).not.toHaveBeenCalled();
  });

  it('without root, fails with the exact command that installs it (never skips)', () => {
    expect(() => ensureChromium(vi.fn(), { path: '/nonexistent/chromium', isRoot: false })).toThrow(
      INSTALL_COMMAND,
    );
  });
});
