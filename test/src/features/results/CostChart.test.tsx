// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { CostChart } from '../../../../src/features/results/details/CostChart';

afterEach(cleanup);

describe('yearly cost chart', () => {
  it('is a named figure whose text says each amount and the difference to the penny, per fuel', () => {
    render(
      <CostChart
        tariffName="Larkspur Fix 12"
        costs={[
          { fuel: 'gas', current: 773.79, next: 691.25 },
          { fuel: 'electricity', current: 779.42, next: 864.45 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Your yearly cost: now and on this tariff' });
    const gas = figure.querySelector('[data-fuel="gas"]') as HTMLElement;
    expect(within(gas).getByText('£773.79')).toBeTruthy();
    expect(within(gas).getByText('£691.25')).toBeTruthy();
    // £82.54, not a rounded £83.00 that would overstate the saving.
    expect(gas.textContent).toContain('Gas: you would pay £82.54 a year less on Larkspur Fix 12.');
    const electricity = figure.querySelector('[data-fuel="electricity"]') as HTMLElement;
    expect(electricity.textContent).toContain(
      'Electricity: you would pay £85.03 a year more on Larkspur Fix 12.',
    );
  });

  it('says the same when the costs match to the penny', () => {
    render(<CostChart tariffName="T" costs={[{ fuel: 'gas', current: 700.004, next: 700 }]} />);
    expect(screen.getByRole('figure').textContent).toContain('Gas: you would pay the same on T.');
  });
});
