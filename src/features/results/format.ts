/**
 * Formatting of the figures results and tariff details show. Rates are kept to 4 decimal places by
 * the API and rounded only here; a rate is rounded up to the penny's hundredth so that a label never
 * understates the bill (domain.md section 1).
 */
import { formatDate } from '../../format';
import { formatTonnes as formatCarbonTonnes } from '../../format/carbon';
import { formatDecimal } from '../../format/number';

/** Pence to two decimals, rounded up, e.g. `24.17`. */
export function formatPence(pence: number): string {
  return formatDecimal(Math.ceil(pence * 100 - 1e-9) / 100, { min: 2, max: 2 });
}

/** Kilograms of CO2 as tonnes, as every page shows them (one decimal), e.g. 2582 -> `2.6`. */
export function formatTonnes(kg: number): string {
  return formatCarbonTonnes(kg / 1000);
}

/** A `YYYY-MM-DD` date as a UK long date; any other text (e.g. `Variable`) as it is. */
export function formatDateOrText(value: string | null | undefined): string {
  if (!value) return '';
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? formatDate(value.slice(0, 10)) : value;
}
