/** A small two-card journey for the binding's tests, and a helper to render cards under a provider. */
import { createElement, type ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import {
  createJourneyController,
  type Journey,
  type JourneyController,
} from '../../../../engine/core/index.js';
import { loadJourney } from '../../../../engine/core/load.js';
import {
  JourneyProvider,
  createWidgetRegistry,
  type WidgetRegistry,
} from '../../../../engine/react/index.js';
// The engine's fixtures have their own catalogue: the app's texts change without touching them.
import catalogue from '../../fixtures/sample/messages/en-GB.json';
import aboutYou from '../fixtures/about-you.json';
import bank from '../fixtures/bank.json';

// The richer widgets are chunks of their own: fetched here, they render at once like the others.
await createWidgetRegistry().preload();

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** The test journey: `test.about-you` (name, conditional email, payment) and `test.bank` (sort code, date). */
export function loadTestJourney(): Journey {
  return loadJourney({ 'about-you.json': aboutYou, 'bank.json': bank }, { messages: catalogue });
}

/** A controller over the test journey. */
export function testController(
  journey = loadTestJourney(),
  initialState: Record<string, unknown> = {},
): JourneyController {
  return createJourneyController(journey, { initialState, today: '2025-01-15' });
}

/** Renders `children` inside a JourneyProvider for `journey`. */
export function renderWithJourney(
  journey: Journey,
  children: ReactNode,
  widgets: WidgetRegistry = createWidgetRegistry(),
) {
  return render(createElement(JourneyProvider, { journey, widgets }, children));
}
