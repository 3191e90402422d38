/** Sample carbon offset projects and their small SVG images. */
export interface SampleProject {
  id: number;
  name: string;
  location: string;
  discription: string;
  overview: string;
  image: string;
  svg: string;
}

const scene = (title: string, sky: string, ground: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100" width="160" height="100" role="img" aria-labelledby="t">
  <title id="t">${title}</title>
  <rect width="160" height="100" fill="${sky}"/>
  <rect y="70" width="160" height="30" fill="${ground}"/>
  ${body}
</svg>
`;

export const PROJECTS: SampleProject[] = [
  {
    id: 1,
    name: 'Pennine Peatland Restoration (sample)',
    location: 'Yorkshire Dales, England',
    discription: 'Re-wetting damaged upland peat so it stops releasing carbon and starts storing it again.',
    overview:
      'Drains cut into the moor in the last century dried the peat out. Blocking them raises the water table, brings back sphagnum moss and keeps the carbon in the ground. Sample project for demonstration.',
    image: 'images/project-1.svg',
    svg: scene(
      'Peat moorland with blocked drainage channels',
      '#cfe8ff',
      '#6d4c41',
      '<path d="M0 70 Q40 55 80 68 T160 62 L160 70 Z" fill="#8d6e63"/><rect x="30" y="74" width="40" height="4" fill="#4fc3f7"/><rect x="90" y="82" width="50" height="4" fill="#4fc3f7"/>',
    ),
  },
  {
    id: 2,
    name: 'Highland Native Woodland (sample)',
    location: 'Inverness-shire, Scotland',
    discription:
      'Planting native Scots pine, birch and rowan on former grazing land, verified under the Woodland Carbon Code.',
    overview:
      'The new woodland links two ancient forest fragments, gives red squirrels and capercaillie room to spread, and locks up carbon as the trees grow over the next hundred years. Sample project for demonstration.',
    image: 'images/project-2.svg',
    svg: scene(
      'Young native pine woodland below hills',
      '#e3f2fd',
      '#81c784',
      '<path d="M20 70 L30 40 L40 70 Z M50 70 L62 32 L74 70 Z M85 70 L95 45 L105 70 Z M115 70 L128 36 L141 70 Z" fill="#2e7d32"/>',
    ),
  },
  {
    id: 3,
    name: 'Clean Cookstoves (sample)',
    location: 'Northern Region, Ghana',
    discription:
      'Efficient cookstoves that burn less charcoal, cutting emissions and smoke in family kitchens.',
    overview:
      'Each stove halves the fuel a family needs. Less charcoal means fewer trees felled, lower emissions and cleaner air indoors. Sample project for demonstration.',
    image: 'images/project-3.svg',
    svg: scene(
      'A cookstove with a small flame',
      '#fff3e0',
      '#d7ccc8',
      '<rect x="60" y="50" width="40" height="25" rx="4" fill="#5d4037"/><path d="M80 28 Q70 40 80 48 Q90 40 80 28 Z" fill="#ff7043"/>',
    ),
  },
  {
    id: 4,
    name: 'Coastal Wind Farm (sample)',
    location: 'Tamil Nadu, India',
    discription: 'Wind turbines supplying the regional grid in place of coal-fired electricity.',
    overview:
      'The turbines generate electricity that would otherwise come from coal plants. Carbon credits fund maintenance and local training. Sample project for demonstration.',
    image: 'images/project-4.svg',
    svg: scene(
      'Wind turbines on a coast',
      '#e1f5fe',
      '#ffe082',
      '<path d="M50 70 L52 30 L54 70 Z M110 70 L112 25 L114 70 Z" fill="#eceff1"/><path d="M52 30 L40 22 M52 30 L64 24 M52 30 L52 44 M112 25 L100 17 M112 25 L124 19 M112 25 L112 39" stroke="#90a4ae" stroke-width="3"/>',
    ),
  },
];
