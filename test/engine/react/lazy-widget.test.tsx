// @vitest-environment happy-dom
/**
 * A lazily loaded widget keeps its own state once its code is in: the first render after loading must
 * not remount it (a date's boxes lost what was typed after a reload of the sign-up).
 */
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { lazyWidget } from '../../../engine/react/index.js';

/** A widget with state of its own: how many times it mounted. */
let mounts = 0;
function Counter({ label }: WidgetProps) {
  const [mountedAs] = useState(() => ++mounts);
  return <p>{`${label} mount ${mountedAs}`}</p>;
}

describe('lazyWidget', () => {
  it('renders the loaded widget in place and does not remount it on the next render', async () => {
    mounts = 0;
    let resolve!: (c: typeof Counter) => void;
    const Lazy = lazyWidget(() => new Promise((r) => (resolve = r)));
    const props = (label: string) => ({ label }) as unknown as WidgetProps;
    const view = render(<Lazy {...props('a')} />);
    expect(view.container.textContent).toBe('');
    await act(async () => resolve(Counter));
    await screen.findByText('a mount 1');
    view.rerender(<Lazy {...props('b')} />);
    expect(screen.getByText('b mount 1')).toBeTruthy();
    expect(mounts).toBe(1);
  });
});
