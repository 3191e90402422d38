// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JourneyCard } from '../../../engine/react/index.js';
import { loadTestJourney, renderWithJourney, testController } from './helpers/journey.js';

function setup() {
  const journey = loadTestJourney();
  const controller = testController(journey);
  const onSubmit = vi.fn();
  const view = renderWithJourney(
    journey,
    <main>
      <h1>Page</h1>
      <JourneyCard controller={controller} cardId="test.about-you" onSubmit={onSubmit}>
        <button type="submit">Continue</button>
      </JourneyCard>
    </main>,
  );
  return { controller, onSubmit, ...view };
}

describe('JourneyCard', () => {
  it('titles the card with an h2 under the page h1, shows its hint, and renders no RJSF h5', () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toBeTruthy();
    expect(screen.getByText('We need this to compare prices')).toBeTruthy();
    expect(container.querySelectorAll('h3, h4, h5, h6')).toHaveLength(0);
    expect(container.querySelector('form')?.hasAttribute('novalidate')).toBe(true);
  });

  it('labels every input', () => {
    setup();
    expect(screen.getByLabelText(/Full name/).tagName).toBe('INPUT');
    expect(screen.getByLabelText(/Send me updates by email/).getAttribute('type')).toBe('checkbox');
    const group = screen.getByRole('group', { name: /Payment method/ });
    expect(within(group).getByLabelText('Monthly Direct Debit')).toBeTruthy();
    expect(within(group).getByLabelText('Cash & Cheque')).toBeTruthy();
  });

  it('does not render a hidden field, and shows it when its rule holds', async () => {
    setup();
    expect(screen.queryByLabelText(/Email/)).toBeNull();
    await userEvent.click(screen.getByLabelText(/Send me updates by email/));
    expect(screen.getByLabelText(/Email/)).toBeTruthy();
    await userEvent.click(screen.getByLabelText(/Send me updates by email/));
    expect(screen.queryByLabelText(/Email/)).toBeNull();
  });

  it('shows an error only after the field is touched, linked to the input, then follows the typing', async () => {
    setup();
    const input = screen.getByLabelText(/Full name/);
    expect(screen.queryByText('Full name is required')).toBeNull();
    await userEvent.click(input);
    await userEvent.tab();
    const error = screen.getByText('Full name is required');
    const errorBox = error.closest('[id]')!;
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(errorBox.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // Typed text reaches the form just after the next frame (keystroke echo), so errors follow a moment later.
    await userEvent.type(input, 'A');
    expect(await screen.findByText('Full name must be at least 2 characters')).toBeTruthy();
    await userEvent.type(input, 'l');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('false'));
    expect(screen.queryByText(/Full name/, { selector: '[id$="__error"] *' })).toBeNull();
  });

  it('a submit attempt shows every error and submits only a valid card, with visible fields only', async () => {
    const { onSubmit, controller } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Full name is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Full name/), 'Ada');
    await waitFor(() => expect(controller.getState().fullName).toBe('Ada'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({ fullName: 'Ada' });
  });

  it('renders nothing for a card the core hides', () => {
    const journey = loadTestJourney();
    const controller = testController(journey);
    const { container } = renderWithJourney(
      journey,
      <JourneyCard controller={controller} cardId="test.about-you" />,
    );
    expect(container.querySelector('section')).toBeTruthy();
    expect(() => renderWithJourney(journey, <JourneyCard controller={controller} cardId="nope" />)).toThrow(
      /no card "nope"/,
    );
  });
});
