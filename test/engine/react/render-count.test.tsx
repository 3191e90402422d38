// @vitest-environment happy-dom
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JourneyCard } from '../../../engine/react/index.js';
import { loadTestJourney, renderWithJourney, testController } from './helpers/journey.js';

describe('per-card subscription', () => {
  it('typing into one card re-renders that card only', async () => {
    const journey = loadTestJourney();
    const controller = testController(journey);
    const renders: Record<string, number> = { about: 0, bank: 0 };
    const count: ProfilerOnRenderCallback = (id) => {
      renders[id] += 1;
    };
    renderWithJourney(
      journey,
      <>
        <Profiler id="about" onRender={count}>
          <JourneyCard controller={controller} cardId="test.about-you" />
        </Profiler>
        <Profiler id="bank" onRender={count}>
          <JourneyCard controller={controller} cardId="test.bank" />
        </Profiler>
      </>,
    );
    const bankBefore = renders.bank;
    const aboutBefore = renders.about;

    await userEvent.type(screen.getByLabelText(/Full name/), 'Ada Lovelace');

    expect(screen.getByLabelText(/Full name/)).toHaveProperty('value', 'Ada Lovelace');
    await waitFor(() => expect(controller.getState().fullName).toBe('Ada Lovelace'));
    expect(renders.about).toBeGreaterThan(aboutBefore);
    expect(renders.bank).toBe(bankBefore);
  });

  it('a change that touches the other card re-renders it', async () => {
    const journey = loadTestJourney();
    const controller = testController(journey);
    let bankRenders = 0;
    renderWithJourney(
      journey,
      <>
        <JourneyCard controller={controller} cardId="test.about-you" />
        <Profiler id="bank" onRender={() => (bankRenders += 1)}>
          <JourneyCard controller={controller} cardId="test.bank" />
        </Profiler>
      </>,
    );
    const before = bankRenders;
    await userEvent.type(screen.getByLabelText(/First two digits/), '12');
    await waitFor(() => expect(bankRenders).toBeGreaterThan(before));
  });
});

describe('a run of keystrokes is one commit', () => {
  function setup() {
    const journey = loadTestJourney();
    const controller = testController(journey);
    let renders = 0;
    renderWithJourney(
      journey,
      <Profiler id="about" onRender={() => (renders += 1)}>
        <JourneyCard controller={controller} cardId="test.about-you" />
      </Profiler>,
    );
    // Every value of the field the controller was given, in order.
    const seen: unknown[] = [];
    controller.subscribe('test.about-you', () => {
      const value = controller.getState().fullName;
      if (seen[seen.length - 1] !== value) seen.push(value);
    });
    const input = screen.getByLabelText(/Full name/) as HTMLInputElement;
    return { controller, input, seen, renders: () => renders };
  }
  const pause = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

  it('quick typing reaches the controller once, when the typing pauses, and renders the card only then', async () => {
    const { controller, input, seen, renders } = setup();
    const before = renders();
    // Keystrokes 60 ms apart: several frames between them, but no pause.
    for (const text of ['A', 'Ad', 'Ada']) {
      fireEvent.change(input, { target: { value: text } });
      await pause(60);
    }
    expect(input.value).toBe('Ada');
    expect(renders()).toBe(before);
    expect(controller.getState().fullName).toBeUndefined();
    await waitFor(() => expect(controller.getState().fullName).toBe('Ada'));
    expect(seen).toEqual(['Ada']);
    expect(renders()).toBeGreaterThan(before);
  });

  it('leaving the field commits what was typed at once, so the touch sees it', async () => {
    const { controller, input } = setup();
    fireEvent.change(input, { target: { value: 'A' } });
    fireEvent.blur(input);
    expect(controller.getState().fullName).toBe('A');
    // Touched with one letter: the length error shows.
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  });

  it('Enter commits what was typed at once', () => {
    const { controller, input } = setup();
    fireEvent.change(input, { target: { value: 'Grace' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(controller.getState().fullName).toBe('Grace');
  });
});
