import { mpanCheckDigit, mprnCheckDigits } from '../../contract/uk/index.js';
import type { SeedAddress, SeedMeter } from '../../server/market/seed.js';
import { rng } from './rng.js';

/** What a sample postcode demonstrates; documented in docs/data.md for the e2e tests. */
type Scenario =
  | 'normal'
  | 'smart'
  | 'nonDomestic'
  | 'prepayElectricity'
  | 'prepayGas'
  | 'prepayBoth'
  | 'economy7'
  | 'noGas'
  | 'noMprn'
  | 'multiMeter'
  | 'independentNetwork'
  | 'single';

/** [postcode, distributor id of its region, city, county, scenario]. */
const POSTCODES: [string, number, string, string, Scenario][] = [
  ['CB2 1TN', 10, 'Cambridge', 'Cambridgeshire', 'smart'],
  ['NR1 3QU', 10, 'Norwich', 'Norfolk', 'normal'],
  ['IP1 2AA', 10, 'Ipswich', 'Suffolk', 'normal'],
  ['NG1 5FS', 11, 'Nottingham', 'Nottinghamshire', 'normal'],
  ['LE1 6ZG', 11, 'Leicester', 'Leicestershire', 'normal'],
  ['DE1 2AB', 11, 'Derby', 'Derbyshire', 'normal'],
  ['EC1A 1BB', 12, 'London', 'Greater London', 'nonDomestic'],
  ['SE1 7PB', 12, 'London', 'Greater London', 'normal'],
  ['N1 9GU', 12, 'London', 'Greater London', 'normal'],
  ['E1 6AN', 12, 'London', 'Greater London', 'smart'],
  ['L1 8JQ', 13, 'Liverpool', 'Merseyside', 'prepayBoth'],
  ['LL57 2DG', 13, 'Bangor', 'Gwynedd', 'noMprn'],
  ['CH1 2HS', 13, 'Chester', 'Cheshire', 'normal'],
  ['B1 1BB', 14, 'Birmingham', 'West Midlands', 'normal'],
  ['CV1 5FB', 14, 'Coventry', 'West Midlands', 'normal'],
  ['WV1 1AA', 14, 'Wolverhampton', 'West Midlands', 'normal'],
  ['NE1 4ST', 15, 'Newcastle upon Tyne', 'Tyne and Wear', 'prepayGas'],
  ['SR1 3SD', 15, 'Sunderland', 'Tyne and Wear', 'normal'],
  ['DH1 3HP', 15, 'Durham', 'County Durham', 'normal'],
  ['M1 1AE', 16, 'Manchester', 'Greater Manchester', 'prepayElectricity'],
  ['PR1 2HE', 16, 'Preston', 'Lancashire', 'normal'],
  ['BB1 7DT', 16, 'Blackburn', 'Lancashire', 'normal'],
  ['AB10 1AB', 17, 'Aberdeen', 'Aberdeenshire', 'economy7'],
  ['IV1 1QX', 17, 'Inverness', 'Highland', 'noGas'],
  ['DD1 4HN', 17, 'Dundee', 'Angus', 'normal'],
  ['EH1 1YZ', 18, 'Edinburgh', 'Midlothian', 'normal'],
  ['G1 1XQ', 18, 'Glasgow', 'Lanarkshire', 'normal'],
  ['KA1 1AA', 18, 'Kilmarnock', 'Ayrshire', 'normal'],
  ['BN1 1AA', 19, 'Brighton', 'East Sussex', 'normal'],
  ['CT1 2EH', 19, 'Canterbury', 'Kent', 'normal'],
  ['TN1 1AA', 19, 'Tunbridge Wells', 'Kent', 'normal'],
  ['SO14 7DU', 20, 'Southampton', 'Hampshire', 'independentNetwork'],
  ['OX1 1AA', 20, 'Oxford', 'Oxfordshire', 'normal'],
  ['RG1 1AA', 20, 'Reading', 'Berkshire', 'normal'],
  ['CF10 1AA', 21, 'Cardiff', 'South Glamorgan', 'normal'],
  ['SA1 1AA', 21, 'Swansea', 'West Glamorgan', 'normal'],
  ['NP20 1AA', 21, 'Newport', 'Gwent', 'normal'],
  ['BS1 4DJ', 22, 'Bristol', 'Avon', 'multiMeter'],
  ['EX1 1AA', 22, 'Exeter', 'Devon', 'normal'],
  ['TR1 2AA', 22, 'Truro', 'Cornwall', 'single'],
  ['LS1 4AP', 23, 'Leeds', 'West Yorkshire', 'normal'],
  ['S1 2HH', 23, 'Sheffield', 'South Yorkshire', 'normal'],
  ['YO1 7HH', 23, 'York', 'North Yorkshire', 'normal'],
];

const STREETS = [
  'Mill Lane',
  'Church Street',
  'Station Road',
  'Victoria Road',
  'Park Avenue',
  'High Street',
  'Orchard Close',
  'Queens Road',
];
const SUPPLIER_IDS = [2, 4, 7, 8, 11, 12, 15, 16, 22, 42, 43, 49, 111, 116, 5, 9];

/** A 21-digit MPAN with a valid core check digit for `distributor`. */
function makeMpan(profile: string, distributor: number, rand: () => number): string {
  const id = String(Math.floor(rand() * 1e10)).padStart(10, '0');
  const first12 = `${distributor}${id}`;
  const llfc = profile === '02' ? '181' : profile === '01' ? '103' : '311';
  const mtc = profile === '02' ? '845' : profile === '01' ? '801' : '811';
  return `${profile}${mtc}${llfc}${first12}${mpanCheckDigit(first12)}`;
}

/** A 10-digit MPRN with valid check digits. */
function makeMprn(rand: () => number): string {
  const first8 = String(10_000_000 + Math.floor(rand() * 89_999_999));
  return `${first8}${mprnCheckDigits(first8)}`;
}

/** Builds the sample addresses and meters for every postcode above. */
export function buildAddresses(): SeedAddress[] {
  const rand = rng(4040);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)];
  const out: SeedAddress[] = [];
  let id = 1;
  for (const [postcode, region, city, county, scenario] of POSTCODES) {
    const count = scenario === 'single' ? 1 : 2 + Math.floor(rand() * 7);
    const street = pick(STREETS);
    for (let n = 1; n <= count; n++) {
      const supplier = pick(SUPPLIER_IDS);
      const smart = scenario === 'smart' || rand() < 0.35;
      const distributor = scenario === 'independentNetwork' ? 24 + Math.floor(rand() * 3) : region;
      const profile =
        scenario === 'nonDomestic'
          ? '03'
          : scenario === 'economy7' || (scenario === 'noGas' && n % 2 === 0)
            ? '02'
            : '01';
      const domestic = scenario !== 'nonDomestic';
      const elec: SeedMeter = {
        fuel: 'electricity',
        mpan: makeMpan(profile, distributor, rand),
        isDomestic: domestic,
        isPrepayment: scenario === 'prepayElectricity' || scenario === 'prepayBoth',
        isSmartMeter: smart,
        mugSupplierId: supplier,
      };
      const meters: SeedMeter[] = [elec];
      if (scenario !== 'noGas') {
        meters.push({
          fuel: 'gas',
          mprn: scenario === 'noMprn' ? null : makeMprn(rand),
          isDomestic: domestic,
          isPrepayment: scenario === 'prepayGas' || scenario === 'prepayBoth',
          isSmartMeter: smart,
          // Dual-fuel homes usually have one supplier; a few have two.
          mugSupplierId: rand() < 0.8 ? supplier : pick(SUPPLIER_IDS),
          mpaq: 100 * Math.round(75 + rand() * 95),
        });
      }
      if (scenario === 'multiMeter' && n === 1) {
        meters.push({ ...elec, mpan: makeMpan('02', distributor, rand), isSmartMeter: false });
      }
      if (scenario === 'multiMeter' && n === 2) {
        meters.push({
          fuel: 'gas',
          mprn: makeMprn(rand),
          isDomestic: true,
          isPrepayment: false,
          isSmartMeter: false,
          mugSupplierId: supplier,
          mpaq: 4200,
        });
      }
      out.push({ id: id++, postcode, line1: `${n * 2 - 1} ${street}`, line2: '', city, county, meters });
    }
  }
  return out;
}
