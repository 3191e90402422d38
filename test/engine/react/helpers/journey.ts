/** A small two-card journey for the binding's tests, and a helper to render cards under a provider. */
import './compile.js';
import { createElement, type ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import {
  createJourneyController,
  loadJourney,
  type Journey,
  type JourneyController,
} from '../../../../engine/core/index.js';
import {
  JourneyProvider,
  createWidgetRegistry,
  type WidgetRegistry,
} from '../../../../engine/react/index.js';
// The engine's fixtures have their own catalogue: the app's texts change without touching them.
import catalogue from '../../fixtures/sample/messages/en-GB.json';
import aboutYou from '../fixtures/about-you.json';
import bank from '../fixtures/bank.json';

// Written by ./compile.js above; imported at run time, after it has run (a static import would be
// resolved before any code runs).
const generatedPath = '../../../../engine/generated/test-validators.js';
const { validators } = (await import(
  /* @vite-ignore */ generatedPath
)) as typeof import('../../../../engine/generated/validators.js');

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

/** Renders `children` inside a JourneyProvider for `journey` with the fixtures' validators. */
export function renderWithJourney(
  journey: Journey,
  children: ReactNode,
  widgets: WidgetRegistry = createWidgetRegistry(),
) {
  return render(createElement(JourneyProvider, { journey, validators, widgets }, children));
}
