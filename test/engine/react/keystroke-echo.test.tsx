// @vitest-environment happy-dom
/**
 * Keystroke echo: the typed text shows with no React render (the input is uncontrolled while typing), reaches
 * the controller after the frame, and a value set from outside is written into the input.
 */
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JourneyCard } from '../../../engine/react/index.js';
import { loadTestJourney, renderWithJourney, testController } from './helpers/journey.js';

function setup() {
  const journey = loadTestJourney();
  const controller = testController(journey);
  let renders = 0;
  renderWithJourney(
    journey,
    <Profiler id="card" onRender={() => (renders += 1)}>
      <JourneyCard controller={controller} cardId="test.about-you" />
    </Profiler>,
  );
  return {
    controller,
    renders: () => renders,
    input: screen.getByLabelText(/Full name/) as HTMLInputElement,
  };
}

describe('keystroke echo', () => {
  it('shows the typed text without rendering, then commits it to the controller', async () => {
    const { controller, renders, input } = setup();
    const before = renders();
    fireEvent.change(input, { target: { value: 'Ad' } });
    expect(input.value).toBe('Ad');
    expect(renders()).toBe(before);
    expect(controller.getState().fullName).toBeUndefined();
    await waitFor(() => expect(controller.getState().fullName).toBe('Ad'));
    expect(renders()).toBeGreaterThan(before);
    expect(input.value).toBe('Ad');
  });

  it('writes a value set from outside into the input, and keeps typing after it', async () => {
    const { controller, input } = setup();
    await userEvent.type(input, 'Ada');
    await waitFor(() => expect(controller.getState().fullName).toBe('Ada'));
    await act(async () => {
      await controller.setValue('fullName', 'Grace');
    });
    expect(input.value).toBe('Grace');
    await act(async () => {
      await controller.setValue('fullName', undefined);
    });
    expect(input.value).toBe('');
    await userEvent.type(input, 'Bo');
    await waitFor(() => expect(controller.getState().fullName).toBe('Bo'));
    expect(input.value).toBe('Bo');
  });
});
