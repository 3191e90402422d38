/**
 * Writes the bundled sample market data into server/data: suppliers and logos, tariffs, addresses
 * with meters, and carbon project images. Deterministic (seeded), so running it again gives the same
 * files; the output is committed. Hand-written reference files (lookups, estimate model, usage bands,
 * carbon factors, EV data, postcode regions, price cap) are read, not written.
 *
 *     node --import tsx scripts/generate-sample-data.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from '../server/market/seed.js';
import { buildAddresses } from './sample-data/addresses.js';
import { PROJECTS } from './sample-data/projects.js';
import { SUPPLIERS, isBigSix, logoSvg } from './sample-data/suppliers.js';
import { buildTariffs, type CapPeriod } from './sample-data/tariffs.js';

const write = (name: string, text: string) => {
  writeFileSync(join(DATA_DIR, name), text);
};
const json = (v: unknown) => `${JSON.stringify(v, null, 1)}\n`;

const capFile = JSON.parse(readFileSync(join(DATA_DIR, 'price-cap.json'), 'utf8')) as {
  nationalAverageFor: string;
  periods: CapPeriod[];
};
const cap = capFile.periods.find((p) => p.period === capFile.nationalAverageFor);
if (!cap) throw new Error(`price-cap.json has no period ${capFile.nationalAverageFor}`);

mkdirSync(join(DATA_DIR, 'logos'), { recursive: true });
mkdirSync(join(DATA_DIR, 'images'), { recursive: true });

for (const s of SUPPLIERS) write(`logos/${s.id}.svg`, logoSvg(s));
write(
  'suppliers.json',
  json(
    SUPPLIERS.map((s) => ({
      id: s.id,
      name: s.name,
      sample: true,
      description: `${s.blurb} This is a fictional supplier in the sample data set.`,
      supplierTermsUrl: `https://example.com/sample-suppliers/${s.id}/terms`,
      tariffTermsUrl: `https://example.com/sample-suppliers/${s.id}/tariff-terms`,
      switchOption: s.switchOption,
      isBigSix: isBigSix(s.id),
      logo: `logos/${s.id}.svg`,
      customerServicesPhone: s.phone,
    })),
  ),
);

// Tariff rate rows are compact arrays, one per line, so diffs stay readable.
const tariffs = buildTariffs(cap);
const tariffText = `{"generatedBy":${JSON.stringify(tariffs.generatedBy)},"tariffs":[\n${tariffs.tariffs
  .map(
    ({ rates, ...t }) =>
      `${JSON.stringify(t).slice(0, -1)},"rates":[\n${rates.map((r) => JSON.stringify(r)).join(',\n')}]}`,
  )
  .join(',\n')}\n]}\n`;
write('tariffs.json', tariffText);

const addresses = buildAddresses();
write('addresses.json', json(addresses));

for (const p of PROJECTS) write(p.image, p.svg);
write('carbon-projects.json', json(PROJECTS.map(({ svg: _svg, ...p }) => p)));

const rates = tariffs.tariffs.reduce((n, t) => n + t.rates.length, 0);
console.log(
  `suppliers ${SUPPLIERS.length}, tariffs ${tariffs.tariffs.length}, rate rows ${rates}, addresses ${addresses.length}`,
);
