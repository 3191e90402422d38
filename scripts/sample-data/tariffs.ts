import type { CompactRate, SeedTariffFile } from '../../server/market/seed.js';
import type { PayMethod } from '../../server/market/types.js';
import { r4, rng } from './rng.js';
import { SUPPLIERS, type SampleSupplier } from './suppliers.js';

/** One cap period of server/data/price-cap.json (GB average, direct debit, incl. VAT). */
export interface CapPeriod {
  period: string;
  effectiveFrom: string;
  elecUnit: number;
  elecSc: number;
  gasUnit: number;
  gasSc: number;
  typicalBill: number;
}

/**
 * Regional shape (assumed, modelled on Ofgem's Oct-Dec 2025 regional caps): electricity standing
 * charge p/day (44.7 Southern to 69.95 Merseyside) and multipliers on the national unit rates.
 */
const REGION_SHAPE: Record<number, { elecSc: number; elecUnit: number; gasSc: number; gasUnit: number }> = {
  10: { elecSc: 53.9, elecUnit: 1.01, gasSc: 1.0, gasUnit: 1.0 },
  11: { elecSc: 52.4, elecUnit: 0.98, gasSc: 0.99, gasUnit: 0.99 },
  12: { elecSc: 47.6, elecUnit: 1.04, gasSc: 1.04, gasUnit: 1.01 },
  13: { elecSc: 69.95, elecUnit: 1.02, gasSc: 1.0, gasUnit: 1.0 },
  14: { elecSc: 56.4, elecUnit: 1.0, gasSc: 0.99, gasUnit: 0.99 },
  15: { elecSc: 55.8, elecUnit: 0.97, gasSc: 0.98, gasUnit: 0.99 },
  16: { elecSc: 56.7, elecUnit: 1.0, gasSc: 0.99, gasUnit: 1.0 },
  17: { elecSc: 66.2, elecUnit: 0.99, gasSc: 1.02, gasUnit: 1.02 },
  18: { elecSc: 61.3, elecUnit: 0.98, gasSc: 1.01, gasUnit: 1.01 },
  19: { elecSc: 53.4, elecUnit: 1.02, gasSc: 0.99, gasUnit: 1.0 },
  20: { elecSc: 44.7, elecUnit: 1.03, gasSc: 1.0, gasUnit: 1.0 },
  21: { elecSc: 64.3, elecUnit: 0.99, gasSc: 1.0, gasUnit: 1.0 },
  22: { elecSc: 59.1, elecUnit: 1.04, gasSc: 1.0, gasUnit: 1.01 },
  23: { elecSc: 52.6, elecUnit: 0.97, gasSc: 0.98, gasUnit: 0.98 },
};
const REGIONS = Object.keys(REGION_SHAPE).map(Number);
const MEAN_ELEC_SC = REGIONS.reduce((s, r) => s + REGION_SHAPE[r].elecSc, 0) / REGIONS.length;

/** Payment method shape (domain.md section 1): standard credit ~6% dearer; prepayment DD SC, lowest unit rate. */
const PAY: Record<PayMethod, { sc: number; unit: number }> = {
  monthlyDirectDebit: { sc: 1, unit: 1 },
  quarterlyDirectDebit: { sc: 1, unit: 1 },
  cashOrCheque: { sc: 1.06, unit: 1.06 },
  prePaymentMeter: { sc: 1, unit: 0.97 },
};

/** Economy 7 shape: night at 60% of the single rate, day set so the 58/42 weighted rate is 2% above it. */
const E7_NIGHT = 0.6;
const E7_DAY = (1.02 - 0.42 * E7_NIGHT) / 0.58;

interface Plan {
  suffix: number;
  name: string;
  isFixed: boolean;
  endDate: string | null;
  standard: boolean;
  payMethods: PayMethod[];
  fuels: ('electricity' | 'gas')[];
  unitFactor: number;
  scFactor: number;
  exitFee: number;
  green: boolean;
  paper: boolean;
  online: boolean;
  discount: number;
  fee: number;
  features: string[];
}

function plansFor(s: SampleSupplier, rand: () => number): Plan[] {
  const label = s.name.replace(' (sample)', '');
  const all: PayMethod[] = ['monthlyDirectDebit', 'quarterlyDirectDebit', 'cashOrCheque', 'prePaymentMeter'];
  const plans: Plan[] = [
    {
      suffix: 1,
      name: `${label} Standard Variable`,
      isFixed: false,
      endDate: null,
      standard: true,
      payMethods: all,
      fuels: ['electricity', 'gas'],
      unitFactor: s.priceLevel,
      scFactor: 1,
      exitFee: 0,
      green: s.green,
      paper: true,
      online: true,
      discount: 0,
      fee: 0,
      features: [
        'Prices follow the Ofgem price cap',
        'No exit fees: leave at any time',
        'Paper or online bills',
        'Available with every payment method',
      ],
    },
    {
      suffix: 2,
      name: `${label} Fix 12 Months`,
      isFixed: true,
      endDate: '2027-11-30',
      standard: false,
      payMethods: ['monthlyDirectDebit', 'quarterlyDirectDebit'],
      fuels: ['electricity', 'gas'],
      unitFactor: s.priceLevel * (0.9 + rand() * 0.06),
      scFactor: 0.98 + rand() * 0.04,
      exitFee: [0, 25, 50, 75][Math.floor(rand() * 4)],
      green: s.green,
      paper: false,
      online: true,
      discount: 0,
      fee: 0,
      features: [
        'Prices fixed until 30 November 2027',
        'Manage your account online',
        'Paperless billing',
        'Monthly or quarterly direct debit',
      ],
    },
  ];
  if (s.id % 2 === 0 || s.green) {
    plans.push({
      suffix: 3,
      name: `${label} Green Fix 24 Months`,
      isFixed: true,
      endDate: '2028-11-30',
      standard: false,
      payMethods: ['monthlyDirectDebit'],
      fuels: ['electricity', 'gas'],
      unitFactor: s.priceLevel * (0.93 + rand() * 0.05),
      scFactor: 1,
      exitFee: 75,
      green: true,
      paper: false,
      online: true,
      discount: 25,
      fee: 0,
      features: [
        '100% renewable electricity',
        'Carbon-offset gas',
        'Prices fixed until 30 November 2028',
        '£25 a year dual-fuel discount per fuel',
      ],
    });
  }
  if (s.id % 3 !== 0) {
    plans.push({
      suffix: 4,
      name: `${label} Pay As You Go Fix`,
      isFixed: true,
      endDate: '2027-05-31',
      standard: false,
      payMethods: ['prePaymentMeter'],
      fuels: ['electricity', 'gas'],
      unitFactor: s.priceLevel * (0.95 + rand() * 0.03),
      scFactor: 1,
      exitFee: 0,
      green: false,
      paper: false,
      online: true,
      discount: 0,
      fee: 0,
      features: [
        'Top up online, by app or in shops',
        'Emergency credit available',
        'Prices fixed until 31 May 2027',
        'No exit fees',
      ],
    });
  }
  if (s.id % 4 === 2 || s.id === 18) {
    plans.push({
      suffix: 5,
      name: `${label} Online Saver Electricity`,
      isFixed: false,
      endDate: null,
      standard: false,
      payMethods: ['monthlyDirectDebit'],
      fuels: ['electricity'],
      unitFactor: s.priceLevel * 0.94,
      scFactor: 1.02,
      exitFee: 0,
      green: false,
      paper: false,
      online: true,
      discount: 0,
      fee: s.id === 18 ? 12 : 0,
      features: [
        'Electricity only',
        'Online account only',
        'Variable price, no exit fees',
        s.id === 18 ? '£12 a year app membership fee' : 'Monthly direct debit',
      ],
    });
  }
  if (s.id % 5 === 2) {
    plans.push({
      suffix: 6,
      name: `${label} Fix to March 2027`,
      isFixed: true,
      endDate: '2027-03-31',
      standard: false,
      payMethods: ['monthlyDirectDebit'],
      fuels: ['electricity', 'gas'],
      unitFactor: s.priceLevel * 0.92,
      scFactor: 1,
      exitFee: 30,
      green: false,
      paper: true,
      online: false,
      discount: 0,
      fee: 0,
      features: [
        'Prices fixed until 31 March 2027',
        'Rolls onto the standard variable tariff after',
        'Paper bills by post',
        '£30 exit fee per fuel',
      ],
    });
  }
  return plans;
}

/** Builds the sample tariffs file from the cap period taken as the national average. */
export function buildTariffs(cap: CapPeriod): SeedTariffFile {
  const rand = rng(20260401);
  const tariffs: SeedTariffFile['tariffs'] = [];
  for (const s of SUPPLIERS) {
    for (const p of plansFor(s, rand)) {
      const rates: CompactRate[] = [];
      for (const region of REGIONS) {
        const shape = REGION_SHAPE[region];
        for (const pm of p.payMethods) {
          const pay = PAY[pm];
          if (p.fuels.includes('electricity')) {
            const sc = r4(cap.elecSc * (shape.elecSc / MEAN_ELEC_SC) * pay.sc * p.scFactor);
            const unit = cap.elecUnit * shape.elecUnit * pay.unit * p.unitFactor;
            rates.push([
              'electricity',
              region,
              pm,
              'standard',
              sc,
              r4(unit),
              null,
              null,
              p.exitFee,
              p.discount,
              p.fee,
            ]);
            rates.push([
              'electricity',
              region,
              pm,
              'economy7',
              sc,
              null,
              r4(unit * E7_DAY),
              r4(unit * E7_NIGHT),
              p.exitFee,
              p.discount,
              p.fee,
            ]);
          }
          if (p.fuels.includes('gas')) {
            const sc = r4(cap.gasSc * shape.gasSc * pay.sc * p.scFactor);
            rates.push([
              'gas',
              region,
              pm,
              'standard',
              sc,
              r4(cap.gasUnit * shape.gasUnit * pay.unit * p.unitFactor),
              null,
              null,
              p.exitFee,
              p.discount,
              p.fee,
            ]);
          }
        }
      }
      tariffs.push({
        id: s.id * 100 + p.suffix,
        supplierId: s.id,
        name: p.name,
        isFixed: p.isFixed,
        endDate: p.endDate,
        isGreen: p.green,
        isDefaultOrStandard: p.standard,
        switchable: s.switchOption !== 'None',
        hasPaperBilling: p.paper,
        hasOnlineManagement: p.online,
        hasWarmHomeDiscount: s.warmHomeDiscount,
        features: p.features,
        rates,
      });
    }
  }
  return { generatedBy: 'scripts/generate-sample-data.ts', tariffs };
}
