// @vitest-environment happy-dom
/**
 * Keystroke echo: the typed text shows with no React render (the input is uncontrolled while typing), reaches
 * the controller after the frame, and a value set from outside is written into the input.
 */
import { createElement, Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWidgetRegistry, JourneyCard, JourneyProvider } from '../../../engine/react/index.js';
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

  it('keeps what was typed into the server-rendered box before the card was live, and commits it', async () => {
    const journey = loadTestJourney();
    const controller = testController(journey);
    const card = () =>
      createElement(
        JourneyProvider,
        { journey, widgets: createWidgetRegistry() },
        createElement(JourneyCard, { controller, cardId: 'test.about-you' }),
      );
    const container = document.createElement('div');
    container.innerHTML = renderToString(card());
    document.body.append(container);
    // The householder types into the server's box; the card's code is not here yet.
    const serverBox = container.querySelector('input')!;
    serverBox.value = 'Ada';
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, card(), { onRecoverableError: (error) => errors.push(error) }),
    );
    // Adopted as it stands: the same box, the text not written over, and it reaches the controller.
    expect(container.querySelector('input')).toBe(serverBox);
    expect(serverBox.value).toBe('Ada');
    await waitFor(() => expect(controller.getState().fullName).toBe('Ada'));
    expect(serverBox.value).toBe('Ada');
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
