/**
 * Market data types shared by the repository (`server/market`), the quote engine (`server/pricing`)
 * and the HTTP routes. Rates are pence and include VAT, as Ofgem publishes them; money amounts
 * named `...Gbp` are pounds.
 */

/** A fuel the market sells. */
export type Fuel = 'gas' | 'electricity';

/** The four payment methods of spec section 9 (camelCase form). */
export type PayMethod = 'monthlyDirectDebit' | 'quarterlyDirectDebit' | 'cashOrCheque' | 'prePaymentMeter';

/** All payment methods, in display order. */
export const PAY_METHODS: readonly PayMethod[] = [
  'monthlyDirectDebit',
  'quarterlyDirectDebit',
  'cashOrCheque',
  'prePaymentMeter',
];

/** Electricity meter type; gas rates always use `standard`. */
export type MeterType = 'standard' | 'economy7';

/** Whether the service can switch a customer to a tariff: `None` means review only. */
type SwitchOption = 'Online' | 'None';

/** A supplier, with its logo as SVG text. */
export interface Supplier {
  id: number;
  name: string;
  /** True for the bundled fictional suppliers: never show them as real companies. */
  sample: boolean;
  description: string;
  supplierTermsUrl: string;
  tariffTermsUrl: string;
  switchOption: SwitchOption;
  /** One of the big six ids of spec section 9 (logo filter checkboxes). */
  isBigSix: boolean;
  /** SVG markup with a `<title>`, or null when an imported supplier has none. */
  logoSvg: string | null;
  customerServicesPhone: string | null;
}

/** The rates of one tariff for one fuel, region, payment method and meter type. */
export interface TariffRate {
  fuel: Fuel;
  /** Distributor id 10-23 (domain.md section 3). */
  region: number;
  payMethod: PayMethod;
  meter: MeterType;
  /** Pence per day, incl. VAT. */
  standingCharge: number;
  /** Pence per kWh for a single-rate meter (null on economy7 rows). */
  unitRate: number | null;
  /** Pence per kWh, economy7 rows only. */
  dayRate: number | null;
  /** Pence per kWh, economy7 rows only. */
  nightRate: number | null;
  /** Exit fee per fuel in pounds (shown, never added to the projection). */
  exitFeeGbp: number;
  /** Recurring non-conditional discount per year in pounds (dual-fuel, paperless ...), subtracted. */
  annualDiscountGbp: number;
  /** Compulsory recurring fee per year in pounds, added. */
  annualFeeGbp: number;
}

/** A tariff product: what stays the same across its regional rates. */
export interface Tariff {
  id: number;
  supplierId: number;
  supplierName: string;
  name: string;
  /** Fixed price until `endDate` (spec: isFixedFromEnergyStartDate). */
  isFixed: boolean;
  /** YYYY-MM-DD for fixed tariffs, else null. */
  endDate: string | null;
  isGreen: boolean;
  /** The supplier's standard (default) variable tariff, used for roll-off. */
  isDefaultOrStandard: boolean;
  switchable: boolean;
  /** `None` (review only) when the tariff is not switchable here. */
  switchOption: SwitchOption;
  hasPaperBilling: boolean;
  hasOnlineManagement: boolean;
  hasWarmHomeDiscount: boolean;
  features: string[];
}

/** A tariff with every rate row it has. */
export interface TariffWithRates extends Tariff {
  rates: TariffRate[];
}

/** A tariff ready to price for one quote: the rate row of each requested fuel. */
export interface QuotableTariff extends Tariff {
  rates: Partial<Record<Fuel, TariffRate>>;
}

/** A bundled address. */
export interface Address {
  id: number;
  /** Normalised, with one space: `SW1A 1AA`. */
  postcode: string;
  line1: string;
  line2: string;
  city: string;
  county: string;
  /** One-line display text. */
  text: string;
}

/** An electricity meter point at an address. */
export interface ElectricityMeter {
  mpan: string;
  isDomestic: boolean;
  isPrepayment: boolean;
  isSmartMeter: boolean;
  mugSupplierId: number | null;
  /** Profile class 02 (two-rate). */
  isEconomy7: boolean;
}

/** A gas meter point at an address; `mprn` null means a supply exists but no MPRN was found. */
export interface GasMeter {
  mprn: string | null;
  isDomestic: boolean;
  isPrepayment: boolean;
  isSmartMeter: boolean;
  mugSupplierId: number | null;
  /** Gas annual quantity, kWh per year. */
  mpaq: number | null;
}

/** An address with its meters (`gasdetails` empty = no gas supply). */
export interface AddressWithMeters extends Address {
  elecdetails: ElectricityMeter[];
  gasdetails: GasMeter[];
}

/** A meter found by MPAN, with its address. */
export interface MpanRecord extends ElectricityMeter {
  address: Address;
}

/** One item of a lookup list (titles, employment statuses ...). */
export interface LookupItem {
  id: number;
  name: string;
}

/** The lookup list names of the sign-up and estimate screens. */
export type LookupKind =
  | 'titles'
  | 'employmentStatuses'
  | 'residentialStatuses'
  | 'directDebitDays'
  | 'specialNeeds'
  | 'prepayments'
  | 'bedRooms'
  | 'fuelUseTypes'
  | 'houseTypes'
  | 'occupancyFrequencies'
  | 'energyEfficiencies';

/** Versioned regulator data: every figure carries where and when it applies. */
interface Dated {
  effectiveFrom: string;
  source: string;
}

/** Typical consumption bands (domain.md section 2). */
export interface UsageBands extends Dated {
  gas: { low: number; medium: number; high: number };
  electricity: { low: number; medium: number; high: number };
  economy7: { low: number; medium: number; high: number };
}

/** Carbon conversion factors and offset price (domain.md section 6). */
export interface CarbonFactors extends Dated {
  electricityKgPerKWh: number;
  gasKgPerKWh: number;
  offsetPriceGbpPerTonne: number;
}

/** A carbon offset project (field `discription` spelled as the spec does). */
export interface CarbonProject {
  id: number;
  name: string;
  location: string;
  imageBase64: string;
  discription: string;
  overview: string;
}

/** The help-me-estimate model: base figures plus multipliers per answer id. */
export interface EstimateModel extends Dated {
  /** Base annual kWh for a 2-bedroom flat, medium occupancy, average modernisation, gas heating. */
  baseGasKWh: number;
  baseElectricityKWh: number;
  houseTypes: Record<string, { gas: number; electricity: number }>;
  bedRooms: Record<string, { gas: number; electricity: number }>;
  occupancyFrequencies: Record<string, { gas: number; electricity: number }>;
  energyEfficiencies: Record<string, { gas: number; electricity: number }>;
  /** Heating and cooking: multipliers, and whether gas is used at all. */
  fuelUseTypes: Record<string, { gas: number; electricity: number; addElectricityKWh: number }>;
}

/** Answers to the five help-me-estimate questions (lookup ids as strings or numbers). */
export interface EstimateAnswers {
  houseType: number | string;
  numberOfBedrooms: number | string;
  occupancyFrequency: number | string;
  modernisationLevel: number | string;
  heatingAndCooking: number | string;
}

/** EV data. */
export interface EvMake {
  id: number;
  name: string;
}
export interface EvModel {
  id: number;
  makeId: number;
  name: string;
}
/** A battery/variant of a model ("engine size"), with its efficiency. */
export interface EvEngineSize {
  id: number;
  modelId: number;
  name: string;
  batteryKWh: number;
  milesPerKWh: number;
}
/** A registration lookup result. */
export interface EvVehicle {
  registrationNumber: string;
  make: EvMake;
  model: EvModel;
  engineSize: EvEngineSize;
  year: number;
  colour: string;
}
/** EV assumptions (domain.md section 7). */
export interface EvAssumptions extends Dated {
  defaultMilesPerKWh: number;
  averageAnnualMiles: number;
  chargeTypes: { id: number; name: string; kW: number }[];
}

/**
 * Postcode to region data: outward codes that need their own entry (straddling or exceptions) first,
 * then the postcode area. Bundled in `server/data/postcode-regions.json`.
 */
export interface PostcodeRegionMap {
  effectiveFrom: string;
  source: string;
  /** Area letters (`SW`) to distributor id 10-23. */
  areas: Record<string, number>;
  /** Outward codes (`SY13`) to distributor id, overriding the area. */
  districts: Record<string, number>;
}
