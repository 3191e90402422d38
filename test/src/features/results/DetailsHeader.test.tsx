// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TariffInfo } from '../../../../src/api/endpoints/tariffInfo';
import { DetailsHeader } from '../../../../src/features/results/details/DetailsHeader';

afterEach(cleanup);

/** A tariff's information with six features (the sample data has four: the expand never shows there). */
const info = (over: Partial<TariffInfo> = {}): TariffInfo => ({
  tariffId: 7,
  tariffName: 'Crown Fix 12',
  supplierNameSimple: 'Crown Gas & Power',
  supplierId: 7,
  supplierDescription: 'A supplier.',
  supplierLogoUrl: '/supplier-logos/7.svg?v=abc',
  termsAndConditionsUrlDto: { supplier: 'https://example.com/terms' },
  badges: ['Green', 'Exit Fee', 'Fixed', 'Paper Billing', 'Warm Home Discount'],
  features: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'],
  switchOption: 'Online',
  ...over,
});

function renderHeader(over: Partial<TariffInfo> = {}) {
  const onSwitchNow = vi.fn();
  render(
    <DetailsHeader
      info={info(over)}
      payMethod="quarterlyDirectDebit"
      cost={{ total: 1234.5, savings: 56 }}
      busy={false}
      onSwitchNow={onSwitchNow}
    />,
  );
  return { onSwitchNow, header: screen.getByRole('region', { name: info(over).tariffName }) };
}

const features = (header: HTMLElement) =>
  within(header)
    .getAllByRole('listitem')
    .map((li) => li.textContent)
    .filter((text) => /^(One|Two|Three|Four|Five|Six)$/.test(text ?? ''));

describe('tariff details header', () => {
  it('shows the supplier, badges with the payment method, four features with a control for the rest, cost and Switch Now', async () => {
    const { header, onSwitchNow } = renderHeader();
    expect(within(header).getByRole('img', { name: 'Crown Gas & Power' })).toBeTruthy();
    const badges = within(header).getByRole('list', { name: 'About this tariff' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Green',
      'Exit Fee',
      'Fixed',
      'Paper Billing',
      'Warm Home Discount',
      'Quarterly Direct Debit',
    ]);
    expect(features(header)).toEqual(['One', 'Two', 'Three', 'Four']);
    const more = within(header).getByRole('button', { name: 'Show 2 more features' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(features(header)).toEqual(['One', 'Two', 'Three', 'Four', 'Five', 'Six']);
    expect(header.textContent).toContain('£1,234.50 a year');
    expect(header.textContent).toContain('Save £56 a year');
    await userEvent.click(within(header).getByRole('button', { name: 'Switch Now' }));
    expect(onSwitchNow).toHaveBeenCalledOnce();
  });

  it('a review-only tariff shows the Review Only badge and why, and no Switch Now', () => {
    const { header } = renderHeader({ switchOption: 'None', badges: ['Fixed', 'Review Only'] });
    expect(within(header).queryByRole('button', { name: /Switch Now/ })).toBeNull();
    expect(within(header).getAllByText('Review Only')).toHaveLength(1);
    expect(header.textContent).toContain('contact Crown Gas & Power directly');
  });
});
