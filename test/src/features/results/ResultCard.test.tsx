// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResultCard } from '../../../../src/features/results/components/ResultCard';
import { apiAssetUrl } from '../../../../src/api/assetUrl';
import { row } from './fixtures';

afterEach(cleanup);

function renderCard(over: Parameters<typeof row>[0]) {
  const onSwitchNow = vi.fn();
  const onMoreInfo = vi.fn();
  const r = row(over);
  render(
    <ResultCard
      row={r}
      logoUrl="/supplier-logos/2.svg?v=abc"
      headingId="h"
      onSwitchNow={onSwitchNow}
      onMoreInfo={onMoreInfo}
    />,
  );
  return { r, onSwitchNow, onMoreInfo, card: screen.getByRole('article', { name: r.tariffName }) };
}

describe('result card', () => {
  it('shows logo, badges, three features with a control for the rest, cost, saving, Switch Now and More Info', async () => {
    const { r, onSwitchNow, onMoreInfo, card } = renderCard({
      tariffId: 7,
      tariffName: 'Crown Fix 12',
      supplierName: 'Crown Gas & Power',
      isFixed: true,
      isGreen: true,
      totalCost: 1466.42,
      monthlyCost: 123,
      savings: 130.99,
    });
    expect(within(card).getByRole('img', { name: 'Crown Gas & Power' }).getAttribute('src')).toBe(
      '/supplier-logos/2.svg?v=abc',
    );
    const badges = within(card).getByRole('list', { name: 'About this tariff' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Green', 'Fixed', 'Paperless Billing', 'No Warm Home Discount', 'Monthly Direct Debit']);
    expect(card.textContent).toContain('£1,466.42 a year');
    expect(card.textContent).toContain('About £123 a month');
    expect(card.textContent).toContain('Save £131 a year');
    expect(within(card).queryByText('Four')).toBeNull();
    const more = within(card).getByRole('button', { name: 'Show 1 more feature' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(within(card).getByText('Four')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: /^Switch Now/ }));
    await userEvent.click(within(card).getByRole('button', { name: /^More Info/ }));
    expect(onSwitchNow).toHaveBeenCalledWith(r);
    expect(onMoreInfo).toHaveBeenCalledWith(r);
  });

  it('"More" is a disclosure button naming its tariff, controlling the badges and features', async () => {
    // Only phones show it (CSS; the widths are proved in a real browser: results-phone.e2e.ts), so
    // here, at happy-dom's desktop width, where it is hidden, its wiring.
    const { card } = renderCard({
      tariffId: 7,
      tariffName: 'Crown Fix 12',
      supplierName: 'Crown Gas & Power',
    });
    const more = card.querySelector<HTMLButtonElement>('button[data-card-more]')!;
    expect(more.textContent).toMatch(/^More: Crown Fix 12 from Crown Gas & Power/);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const details = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(details).getByRole('list', { name: 'About this tariff' })).toBeTruthy();
    expect(within(details).getByText('One')).toBeTruthy();
    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toMatch(/^Less: Crown Fix 12 from Crown Gas & Power/);
    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });

  it('a review-only tariff has the Review Only badge and no Switch Now, only More Info', () => {
    const { card } = renderCard({
      tariffId: 8,
      switchOption: 'None',
      savings: -12.4,
      supplierName: 'Hearthside',
    });
    expect(within(card).getByText('Review Only')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Switch Now/ })).toBeNull();
    expect(within(card).getByRole('button', { name: /^More Info/ })).toBeTruthy();
    expect(card.textContent).toContain('£12 a year more than now');
    expect(card.textContent).toContain('contact Hearthside directly');
  });

  it('logo URLs resolve against the API server root base, as the token call does', () => {
    expect(apiAssetUrl('/supplier-logos/2.svg?v=1', { authBase: '/' })).toBe('/supplier-logos/2.svg?v=1');
    expect(apiAssetUrl('/supplier-logos/2.svg?v=1', { authBase: 'https://api.example.com/energy/' })).toBe(
      'https://api.example.com/energy/supplier-logos/2.svg?v=1',
    );
    expect(apiAssetUrl('https://cdn.example.com/logo.svg', { authBase: '/' })).toBe(
      'https://cdn.example.com/logo.svg',
    );
  });
});
