import type { ResultRow } from '../../../../src/api/endpoints/results';

/** A result row with sensible defaults; override what a test is about. */
export function row(over: Partial<ResultRow> & Pick<ResultRow, 'tariffId'>): ResultRow {
  return {
    tariffName: `Tariff ${over.tariffId}`,
    supplierId: 2,
    supplierName: 'Brightwater Energy (sample)',
    payMethod: 'monthlyDirectDebit',
    switchOption: 'Online',
    isGreen: false,
    hasCancellationFee: false,
    isFixed: false,
    hasPaperBilling: false,
    hasOnlineManagement: true,
    hasWarmHomeDiscount: false,
    tariffDetails: ['One', 'Two', 'Three', 'Four'],
    totalCost: 1000,
    monthlyCost: 84,
    savings: 100,
    ...over,
  };
}

/** A small market: fixed and variable, green and not, two review-only rows, two payment methods. */
export const ROWS: ResultRow[] = [
  row({ tariffId: 1, supplierId: 2, totalCost: 900, isFixed: true, isGreen: true }),
  row({
    tariffId: 1,
    supplierId: 2,
    totalCost: 900,
    isFixed: true,
    isGreen: true,
    payMethod: 'quarterlyDirectDebit',
  }),
  row({ tariffId: 2, supplierId: 3, totalCost: 950, isFixed: true, switchOption: 'None' }),
  row({ tariffId: 3, supplierId: 7, totalCost: 1000, isGreen: true }),
  row({ tariffId: 4, supplierId: 31, totalCost: 1010, isGreen: true, switchOption: 'None' }),
  row({ tariffId: 5, supplierId: 7, totalCost: 1100, savings: -20 }),
  row({ tariffId: 6, supplierId: 43, totalCost: 1080, payMethod: 'cashOrCheque' }),
];
