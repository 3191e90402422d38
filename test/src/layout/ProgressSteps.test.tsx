// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ProgressSteps } from '../../../src/layout/ProgressSteps';
import messages from '../../../journey/messages/en-GB.json';

afterEach(cleanup);

const names = [
  messages['progress.step1'],
  messages['progress.step2'],
  messages['progress.step3'],
  messages['progress.step4'],
];

describe('progress indicator', () => {
  it.each([1, 2, 3, 4] as const)('marks step %i, and only it, as the current step', (step) => {
    render(<ProgressSteps current={step} />);
    const nav = screen.getByRole('navigation', { name: messages['progress.label'] });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(nav.querySelector('ol')).not.toBeNull();
    const current = items.filter((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0].textContent).toContain(names[step - 1]);
  });

  it('names every step in order and tells screen readers which are done', () => {
    render(<ProgressSteps current={3} />);
    const items = screen.getAllByRole('listitem');
    names.forEach((name, i) => expect(items[i].textContent).toContain(name));
    expect(items[0].textContent).toContain(messages['progress.done']);
    expect(items[1].textContent).toContain(messages['progress.done']);
    expect(items[2].textContent).not.toContain(messages['progress.done']);
  });
});
