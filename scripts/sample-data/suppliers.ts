/** The fictional sample suppliers and their SVG logos. Every name ends in "(sample)". */
export interface SampleSupplier {
  id: number;
  name: string;
  short: string;
  colour: string;
  accent: string;
  shape: 'circle' | 'square' | 'diamond' | 'leaf' | 'bolt' | 'wave' | 'sun' | 'drop';
  switchOption: 'Online' | 'None';
  /** Price position against the cap: 1.0 = at the cap. */
  priceLevel: number;
  green: boolean;
  warmHomeDiscount: boolean;
  phone: string;
  blurb: string;
}

const BIG_SIX = new Set([2, 7, 111, 11, 15, 16]);

/** True for the big six ids of spec section 9. */
export const isBigSix = (id: number): boolean => BIG_SIX.has(id);

export const SUPPLIERS: SampleSupplier[] = [
  {
    id: 2,
    name: 'Brightwater Energy (sample)',
    short: 'BW',
    colour: '#0b5fa5',
    accent: '#7fc4ff',
    shape: 'drop',
    switchOption: 'Online',
    priceLevel: 0.995,
    green: false,
    warmHomeDiscount: true,
    phone: '0800 000 0002',
    blurb: 'A long-established national supplier serving homes in every region of Great Britain.',
  },
  {
    id: 3,
    name: 'Hearthside Power (sample)',
    short: 'HP',
    colour: '#8a3b12',
    accent: '#f0b27a',
    shape: 'square',
    switchOption: 'None',
    priceLevel: 0.985,
    green: false,
    warmHomeDiscount: false,
    phone: '0800 000 0003',
    blurb: 'A small regional supplier focused on rural homes; switch to it directly.',
  },
  {
    id: 4,
    name: 'Northstar Energy (sample)',
    short: 'NS',
    colour: '#1d2f6f',
    accent: '#f5d547',
    shape: 'sun',
    switchOption: 'Online',
    priceLevel: 0.99,
    green: false,
    warmHomeDiscount: true,
    phone: '0800 000 0004',
    blurb: 'Northstar supplies gas and electricity nationwide, with simple online account tools.',
  },
  {
    id: 5,
    name: 'Meadowlark Energy (sample)',
    short: 'ML',
    colour: '#2f7d32',
    accent: '#c5e1a5',
    shape: 'leaf',
    switchOption: 'Online',
    priceLevel: 0.975,
    green: true,
    warmHomeDiscount: false,
    phone: '0800 000 0005',
    blurb: 'Renewable electricity from UK wind and solar farms, and carbon-offset gas.',
  },
  {
    id: 7,
    name: 'Crown Gas & Power (sample)',
    short: 'CG',
    colour: '#6a1b9a',
    accent: '#e1bee7',
    shape: 'diamond',
    switchOption: 'Online',
    priceLevel: 1.0,
    green: false,
    warmHomeDiscount: true,
    phone: '0800 000 0007',
    blurb: 'One of the largest suppliers, with dual-fuel and prepayment tariffs across Great Britain.',
  },
  {
    id: 8,
    name: 'Kestrel Energy (sample)',
    short: 'KE',
    colour: '#c62828',
    accent: '#ffcdd2',
    shape: 'bolt',
    switchOption: 'Online',
    priceLevel: 0.97,
    green: false,
    warmHomeDiscount: false,
    phone: '0800 000 0008',
    blurb: 'Kestrel offers competitive fixed deals and runs a credit check on new customers.',
  },
  {
    id: 9,
    name: 'Tidewell Energy (sample)',
    short: 'TW',
    colour: '#00695c',
    accent: '#80cbc4',
    shape: 'wave',
    switchOption: 'Online',
    priceLevel: 0.98,
    green: true,
    warmHomeDiscount: false,
    phone: '0800 000 0009',
    blurb: 'Tidewell buys power from tidal and offshore wind generators around the coast.',
  },
  {
    id: 11,
    name: 'Unity Power (sample)',
    short: 'UP',
    colour: '#283593',
    accent: '#9fa8da',
    shape: 'circle',
    switchOption: 'Online',
    priceLevel: 0.995,
    green: false,
    warmHomeDiscount: true,
    phone: '0800 000 0011',
    blurb: 'A big national supplier with a wide range of fixed and variable tariffs.',
  },
  {
    id: 12,
    name: 'Oakfield Energy (sample)',
    short: 'OF',
    colour: '#5d4037',
    accent: '#d7ccc8',
    shape: 'leaf',
    switchOption: 'Online',
    priceLevel: 0.985,
    green: false,
    warmHomeDiscount: true,
    phone: '0800 000 0012',
    blurb: 'Oakfield is a mid-sized supplier known for its customer service.',
  },
  {
    id: 15,
    name: 'Sterling Energy (sample)',
    short: 'SE',
    colour: '#37474f',
    accent: '#b0bec5',
    shape: 'square',
    switchOption: 'Online',
    priceLevel: 1.0,
    green: false,
    warmHomeDiscount: true,
    phone: '0800 000 0015',
    blurb: 'A major supplier to millions of homes, with smart meter installs included.',
  },
  {
    id: 16,
    name: 'Anchor Utilities (sample)',
    short: 'AU',
    colour: '#01579b',
    accent: '#b3e5fc',
    shape: 'circle',
    switchOption: 'Online',
    priceLevel: 0.99,
    green: false,
    warmHomeDiscount: true,
    phone: '0800 000 0016',
    blurb: 'Anchor supplies gas and electricity and offers tariffs for electric vehicle owners.',
  },
  {
    id: 18,
    name: 'Larkspur Energy (sample)',
    short: 'LS',
    colour: '#ad1457',
    accent: '#f8bbd0',
    shape: 'sun',
    switchOption: 'Online',
    priceLevel: 0.965,
    green: false,
    warmHomeDiscount: false,
    phone: '0800 000 0018',
    blurb: 'An app-first supplier with online-only tariffs.',
  },
  {
    id: 22,
    name: 'Fenland Power (sample)',
    short: 'FP',
    colour: '#4e342e',
    accent: '#ffe082',
    shape: 'wave',
    switchOption: 'Online',
    priceLevel: 0.975,
    green: false,
    warmHomeDiscount: true,
    phone: '0800 000 0022',
    blurb: 'Fenland accepts customers with prepayment debt under the Debt Assignment Protocol.',
  },
  {
    id: 27,
    name: 'Copperleaf Energy (sample)',
    short: 'CL',
    colour: '#bf6a2f',
    accent: '#ffe0b2',
    shape: 'leaf',
    switchOption: 'Online',
    priceLevel: 0.98,
    green: true,
    warmHomeDiscount: false,
    phone: '0800 000 0027',
    blurb: 'Green tariffs backed by renewable generation certificates.',
  },
  {
    id: 31,
    name: 'Heronsgate Supply (sample)',
    short: 'HG',
    colour: '#455a64',
    accent: '#cfd8dc',
    shape: 'diamond',
    switchOption: 'None',
    priceLevel: 0.99,
    green: false,
    warmHomeDiscount: false,
    phone: '0800 000 0031',
    blurb: 'A regional supplier whose tariffs can be reviewed here; switch with it directly.',
  },
  {
    id: 36,
    name: 'Bluebell Energy (sample)',
    short: 'BB',
    colour: '#3949ab',
    accent: '#c5cae9',
    shape: 'drop',
    switchOption: 'Online',
    priceLevel: 0.97,
    green: false,
    warmHomeDiscount: false,
    phone: '0800 000 0036',
    blurb: 'Simple tariffs with no exit fees on variable plans.',
  },
  {
    id: 42,
    name: 'Greenfinch Energy (sample)',
    short: 'GF',
    colour: '#558b2f',
    accent: '#dcedc8',
    shape: 'leaf',
    switchOption: 'Online',
    priceLevel: 0.975,
    green: true,
    warmHomeDiscount: false,
    phone: '0800 000 0042',
    blurb: '100% renewable electricity; smart meter installs are not part of its sign-up.',
  },
  {
    id: 43,
    name: 'Summit Energy (sample)',
    short: 'SM',
    colour: '#e65100',
    accent: '#ffe0b2',
    shape: 'bolt',
    switchOption: 'Online',
    priceLevel: 0.97,
    green: false,
    warmHomeDiscount: true,
    phone: '0800 000 0043',
    blurb: 'Summit sends a welcome pack by email and may run a credit check.',
  },
  {
    id: 49,
    name: 'Riverside Gas & Electric (sample)',
    short: 'RG',
    colour: '#0277bd',
    accent: '#81d4fa',
    shape: 'wave',
    switchOption: 'Online',
    priceLevel: 0.98,
    green: false,
    warmHomeDiscount: false,
    phone: '0800 000 0049',
    blurb: 'Riverside asks for a credit check before supply starts.',
  },
  {
    id: 58,
    name: 'Thistledown Energy (sample)',
    short: 'TD',
    colour: '#7b1fa2',
    accent: '#d1c4e9',
    shape: 'sun',
    switchOption: 'None',
    priceLevel: 0.985,
    green: false,
    warmHomeDiscount: false,
    phone: '0800 000 0058',
    blurb: 'A Scottish supplier; review its tariffs here and switch with it directly.',
  },
  {
    id: 111,
    name: 'Northstar Home (sample)',
    short: 'NH',
    colour: '#1d2f6f',
    accent: '#ffffff',
    shape: 'sun',
    switchOption: 'Online',
    priceLevel: 0.995,
    green: false,
    warmHomeDiscount: true,
    phone: '0800 000 0111',
    blurb: 'The home brand of Northstar Energy, with its own sign-up terms.',
  },
  {
    id: 116,
    name: 'Harbourlight Energy (sample)',
    short: 'HL',
    colour: '#006064',
    accent: '#b2ebf2',
    shape: 'drop',
    switchOption: 'Online',
    priceLevel: 0.975,
    green: false,
    warmHomeDiscount: true,
    phone: '0800 000 0116',
    blurb: 'Harbourlight offers prepayment and smart pay-as-you-go tariffs.',
  },
];

function shapeSvg(shape: SampleSupplier['shape'], fill: string): string {
  switch (shape) {
    case 'circle':
      return `<circle cx="24" cy="24" r="14" fill="${fill}"/>`;
    case 'square':
      return `<rect x="11" y="11" width="26" height="26" rx="4" fill="${fill}"/>`;
    case 'diamond':
      return `<path d="M24 8 L40 24 L24 40 L8 24 Z" fill="${fill}"/>`;
    case 'leaf':
      return `<path d="M10 38 C10 18 24 10 40 10 C40 28 30 38 10 38 Z" fill="${fill}"/>`;
    case 'bolt':
      return `<path d="M27 6 L12 27 L22 27 L19 42 L36 19 L26 19 Z" fill="${fill}"/>`;
    case 'wave':
      return `<path d="M6 28 Q15 18 24 28 T42 28 L42 40 L6 40 Z" fill="${fill}"/>`;
    case 'sun':
      return `<circle cx="24" cy="24" r="9" fill="${fill}"/><path d="M24 6v6M24 36v6M6 24h6M36 24h6M11 11l4 4M33 33l4 4M11 37l4-4M33 15l4-4" stroke="${fill}" stroke-width="3"/>`;
    case 'drop':
      return `<path d="M24 6 C24 6 12 22 12 30 A12 12 0 0 0 36 30 C36 22 24 6 24 6 Z" fill="${fill}"/>`;
  }
}

/** A simple, distinct logo: a shape on the brand colour, the initials and the name, with a title for screen readers. */
export function logoSvg(s: SampleSupplier): string {
  const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const label = esc(s.name.replace(' (sample)', ''));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48" width="200" height="48" role="img" aria-labelledby="t${s.id}">
  <title id="t${s.id}">${esc(s.name)} logo</title>
  <rect width="48" height="48" rx="8" fill="${s.colour}"/>
  ${shapeSvg(s.shape, s.accent)}
  <text x="56" y="22" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" fill="${s.colour}">${label}</text>
  <text x="56" y="39" font-family="Arial, Helvetica, sans-serif" font-size="11" fill="#555">${s.short} · sample data</text>
</svg>
`;
}
