// @vitest-environment happy-dom
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
