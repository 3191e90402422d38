// @vitest-environment happy-dom
/**
 * At the householder's first interaction, JourneyProvider fetches the code of the lazy widgets its
 * journey's cards name, and only those: the app's registry also holds every other page's widgets, and
 * fetching them would make a page download code it never shows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { loadJourney } from '../../../engine/core/load.js';
import { JourneyProvider, createWidgetRegistry, lazyWidget } from '../../../engine/react/index.js';
import catalogue from '../fixtures/sample/messages/en-GB.json';
import bank from './fixtures/bank.json';

afterEach(cleanup);

const Nothing: ComponentType<WidgetProps> = () => null;

/** A lazy widget that records whether its code was asked for. */
function tracked(fetched: string[], name: string) {
  return lazyWidget(() => {
    fetched.push(name);
    return Promise.resolve(Nothing);
  });
}

describe('JourneyProvider preload', () => {
  it("fetches at the first interaction only the lazy widgets the journey's cards name", async () => {
    const fetched: string[] = [];
    // bank.json names sortCode and dayMonthYear; evPanel and previousAddressList are other pages'.
    const widgets = createWidgetRegistry({
      sortCode: tracked(fetched, 'sortCode'),
      dayMonthYear: tracked(fetched, 'dayMonthYear'),
      evPanel: tracked(fetched, 'evPanel'),
      previousAddressList: tracked(fetched, 'previousAddressList'),
    });
    const journey = loadJourney({ 'bank.json': bank }, { messages: catalogue });
    render(
      <JourneyProvider journey={journey} widgets={widgets}>
        <button type="button">Go</button>
      </JourneyProvider>,
    );
    // Nothing is fetched before the householder does anything.
    expect(fetched).toEqual([]);
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
      await Promise.resolve();
    });
    expect(fetched.sort()).toEqual(['dayMonthYear', 'sortCode']);
  });

  it('fetches every lazy widget when the registry is asked without names (tests, the staff preview)', async () => {
    const fetched: string[] = [];
    const widgets = createWidgetRegistry({
      sortCode: tracked(fetched, 'sortCode'),
      evPanel: tracked(fetched, 'evPanel'),
    });
    await widgets.preload();
    expect(fetched.sort()).toEqual(['evPanel', 'sortCode']);
  });
});
