/**
 * The rows of the Personal Projection and Tariff Information Label tables (spec section 2 and 3),
 * as pure functions from the API's per-fuel parts to labelled, formatted values.
 */
import type { PppFuelDto, TilFuelDto } from '../../../../contract/api/results';
import { formatDate, formatGBP, formatGBPWhole, formatKwh, formatNumber } from '../../../format';
import { t, type MessageKey } from '../../../i18n/t';
import { formatDateOrText, formatPence } from '../format';
import type { Fuel } from '../fuels';
import type { FuelRow } from './FuelTable';

/** One tariff's Personal Projection parts per fuel. */
export type PppParts = Partial<Record<Fuel, PppFuelDto>>;
/** One tariff's Tariff Information Label parts per fuel. */
export type TilParts = Partial<Record<Fuel, TilFuelDto>>;

/** A row per figure, with a value for each fuel that has the figure (rows no fuel has are left out). */
function rowsOf<T>(
  parts: Partial<Record<Fuel, T>>,
  fuels: Fuel[],
  defs: [key: string, label: MessageKey, value: (p: T) => string | null | undefined][],
): FuelRow[] {
  return defs.flatMap(([key, label, value]) => {
    const values: FuelRow['values'] = {};
    for (const fuel of fuels) {
      const part = parts[fuel];
      const v = part ? value(part) : undefined;
      if (v !== null && v !== undefined) values[fuel] = v;
    }
    return Object.keys(values).length ? [{ key, label: t(label), values }] : [];
  });
}

const pence = (v: number | null | undefined) => (v === null || v === undefined ? null : formatPence(v));
const money = (v: number) => (v > 0 ? formatGBP(v) : t('details.none'));

const DAY_MS = 86_400_000;

/**
 * Days from the calculation date to the tariff's end date, or "no end date" for a variable tariff.
 * Counted from the two dates rather than taken from `daysLeftOnCurrentTariff`, which the quote engine
 * caps at the 365 days it prices (a deal ending in two years would read 365) and sets to 365 for a
 * variable tariff. Spec section 2 lists days left for every tariff, current and new.
 */
function daysLeft(p: PppFuelDto): string | null {
  if (!p.tariffEndDate) return t('details.daysLeft.noEndDate');
  const end = Date.parse(`${p.tariffEndDate.slice(0, 10)}T00:00:00Z`);
  const from = p.dateOfCalculation ? Date.parse(`${p.dateOfCalculation.slice(0, 10)}T00:00:00Z`) : NaN;
  if (Number.isNaN(end) || Number.isNaN(from))
    return p.daysLeftOnCurrentTariff === undefined ? null : formatNumber(p.daysLeftOnCurrentTariff);
  return formatNumber(Math.max(0, Math.round((end - from) / DAY_MS)));
}

/**
 * The Personal Projection rows: the projection alone, or with every field of spec section 2 when
 * `more`, days left included for every tariff (a number of days, or "no end date" when variable).
 */
export function projectionRows(parts: PppParts, fuels: Fuel[], more: boolean): FuelRow[] {
  const headline = rowsOf(parts, fuels, [
    ['personalProjection', 'details.row.personalProjection', (p) => formatGBPWhole(p.personalProjection)],
  ]);
  if (!more) return headline;
  return [
    ...headline,
    ...rowsOf(parts, fuels, [
      ['annualUsage', 'details.row.annualUsage', (p) => formatKwh(p.annualUsage)],
      [
        'dateOfCalculation',
        'details.row.dateOfCalculation',
        (p) => p.dateOfCalculation && formatDate(p.dateOfCalculation),
      ],
      ['supplier', 'details.row.supplier', (p) => p.supplier],
      ['tariffName', 'details.row.tariffName', (p) => p.tariffName],
      [
        'tariffEndDate',
        'details.row.tariffEndDate',
        (p) => (p.tariffEndDate ? formatDate(p.tariffEndDate) : t('details.noEndDate')),
      ],
      ['daysLeft', 'details.row.daysLeft', daysLeft],
      [
        'daysOnDefault',
        'details.row.daysOnDefault',
        (p) => (p.daysOnDefaultTariff ? formatNumber(p.daysOnDefaultTariff) : null),
      ],
      ['standingCharge', 'details.row.standingCharge', (p) => pence(p.standingCharge)],
      ['unitRate', 'details.row.unitRate', (p) => pence(p.unitRate)],
      ['unitRateDay', 'details.row.unitRateDay', (p) => pence(p.unitRateDay)],
      ['unitRateNight', 'details.row.unitRateNight', (p) => pence(p.unitRateNight)],
      ['discounts', 'details.row.discounts', (p) => money(p.discounts ?? 0)],
      [
        'cost',
        'details.row.cost',
        (p) => (p.nextTwelveMonthsWithVat === undefined ? null : formatGBP(p.nextTwelveMonthsWithVat)),
      ],
      ['exitFees', 'details.row.exitFees', (p) => money(p.terminationFees ?? 0)],
    ]),
  ];
}

/** The Tariff Information Label rows (spec section 3), unit rates with day and night on Economy 7. */
export function labelRows(parts: TilParts, fuels: Fuel[]): FuelRow[] {
  return rowsOf(parts, fuels, [
    ['supplier', 'details.til.supplier', (p) => p.supplier],
    ['tariffName', 'details.til.tariffName', (p) => p.tariffName],
    ['tariffEndsOn', 'details.til.tariffEndsOn', (p) => formatDateOrText(p.tariffEndsOn)],
    ['paymentMethod', 'details.til.paymentMethod', (p) => t(`payMethod.${p.paymentMethod}` as MessageKey)],
    ['standingCharge', 'details.til.standingCharge', (p) => pence(p.standingCharge)],
    ['unitRate', 'details.til.unitRate', (p) => pence(p.unitRate)],
    ['unitRateDay', 'details.til.unitRateDay', (p) => pence(p.unitRateDay)],
    ['unitRateNight', 'details.til.unitRateNight', (p) => pence(p.unitRateNight)],
    [
      'priceGuaranteedUntil',
      'details.til.priceGuaranteedUntil',
      (p) => formatDateOrText(p.priceGuaranteedUntil),
    ],
    ['exitFees', 'details.til.exitFees', (p) => p.exitFees],
    ['discountsAndAdditionalCharges', 'details.til.discounts', (p) => p.discountsAndAdditionalCharges],
    ['additionalProductsAndServices', 'details.til.additional', (p) => p.additionalProductsAndServices],
  ]);
}

/** The fuels of a reply that have a part for the tariff, in display order. */
export function fuelsWith(parts: object | undefined, fuels: readonly Fuel[]): Fuel[] {
  return fuels.filter((f) => parts && (parts as Record<string, unknown>)[f]);
}
