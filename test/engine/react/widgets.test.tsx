// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JourneyCard, createWidgetRegistry } from '../../../engine/react/index.js';
import { daysInMonth, partsToValue, valueToParts } from '../../../engine/react/widgets/date-parts.js';
import { loadTestJourney, renderWithJourney, testController } from './helpers/journey.js';

describe('widget registry', () => {
  it('holds the engine widgets and no app widget (engine/core and engine/react name none)', () => {
    const names = createWidgetRegistry().names();
    expect(names).toEqual(
      expect.arrayContaining(['text', 'radio', 'dayMonthYear', 'sortCode', 'lookupSelect']),
    );
    expect(names).not.toContain('addressPicker');
  });

  it('lets the app register its widgets by name', () => {
    const registry = createWidgetRegistry();
    const Picker = () => null;
    registry.registerWidget('addressPicker', Picker);
    expect(registry.get('addressPicker')).toBe(Picker);
    expect(registry.names()).toContain('addressPicker');
    expect(registry.toRjsfWidgets().addressPicker).toBe(Picker);
  });
});

describe('day / month / year dates', () => {
  it('knows real month lengths, with 29 February only in leap years', () => {
    expect(daysInMonth(2, 2024)).toBe(29);
    expect(daysInMonth(2, 2023)).toBe(28);
    expect(daysInMonth(2, 1900)).toBe(28);
    expect(daysInMonth(2, 2000)).toBe(29);
    expect(daysInMonth(4, 2024)).toBe(30);
  });

  it('holds ISO dates and gives back what was typed', () => {
    expect(partsToValue({ day: '7', month: '3', year: '2007' })).toBe('2007-03-07');
    expect(partsToValue({ day: '', month: '', year: '' })).toBeUndefined();
    expect(valueToParts('2007-03-07')).toEqual({ day: '7', month: '3', year: '2007' });
  });

  it('typing 29 2 2023 shows the invalid-date error; 29 2 2024 is accepted', async () => {
    const journey = loadTestJourney();
    const controller = testController(journey);
    renderWithJourney(journey, <JourneyCard controller={controller} cardId="test.bank" />);
    await userEvent.type(screen.getByLabelText('Day'), '29');
    await userEvent.type(screen.getByLabelText('Month'), '2');
    await userEvent.type(screen.getByLabelText('Year'), '2023');
    await userEvent.tab();
    expect(controller.getState().startDate).toBe('2023-02-29');
    expect(await screen.findByText(/Start date/, { selector: '[id$="__error"] *' })).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Year'));
    await userEvent.type(screen.getByLabelText('Year'), '2024');
    expect(controller.getState().startDate).toBe('2024-02-29');
    await waitFor(() =>
      expect(screen.queryByText(/Start date/, { selector: '[id$="__error"] *' })).toBeNull(),
    );
  });
});

describe('sort code boxes', () => {
  it('moves to the next box after two digits and stores the six digits', async () => {
    const journey = loadTestJourney();
    const controller = testController(journey);
    renderWithJourney(journey, <JourneyCard controller={controller} cardId="test.bank" />);
    await userEvent.click(screen.getByLabelText(/First two digits/));
    await userEvent.keyboard('112233');
    expect(document.activeElement).toBe(screen.getByLabelText(/Last two digits/));
    expect(controller.getState().sortCode).toBe('112233');
  });

  it('fills all three boxes from a pasted sort code', () => {
    const journey = loadTestJourney();
    const controller = testController(journey);
    renderWithJourney(journey, <JourneyCard controller={controller} cardId="test.bank" />);
    fireEvent.paste(screen.getByLabelText(/First two digits/), {
      clipboardData: { getData: () => '40-47-84' },
    });
    expect(controller.getState().sortCode).toBe('404784');
    expect((screen.getByLabelText(/Middle two digits/) as HTMLInputElement).value).toBe('47');
  });
});

describe('consent checkbox', () => {
  it('shows its statement once, as the label, and is not described by it again', () => {
    const journey = loadTestJourney();
    renderWithJourney(journey, <JourneyCard controller={testController(journey)} cardId="test.bank" />);
    const statement = 'I can authorise payments from this account';
    expect(screen.getAllByText(statement, { exact: false })).toHaveLength(1);
    const box = screen.getByRole('checkbox', { name: statement });
    expect(box.getAttribute('aria-describedby') ?? '').not.toContain('description');
  });
});
