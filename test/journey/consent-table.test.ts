import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signUpJourney } from '../../server/switching/journeyFiles.js';
import { CONSENT_TABLE_PATH, consentTableMarkdown, consentVariants } from '../../scripts/consent-table.js';

describe('the consent variants table (docs/consent-variants.md)', () => {
  it('is what the journey files give: run npm run consent:table after changing a variant', async () => {
    expect(readFileSync(CONSENT_TABLE_PATH, 'utf8')).toBe(await consentTableMarkdown());
  });

  it("lists each variant's differences from the default card", () => {
    const bySupplier = Object.fromEntries(consentVariants().flatMap((v) => v.suppliers.map((id) => [id, v])));
    expect(Object.keys(bySupplier).sort()).toEqual(
      ['4', '111', '7', '8', '12', '22', '42', '49', '43', '116', '36', '27'].sort(),
    );
    expect(bySupplier['8'].required).toEqual(['`happyToReceiveCreditCheck`: required']);
    expect(bySupplier['8'].onShow).toEqual(['`happyToReceiveCreditCheck` = `null`']);
    expect(bySupplier['22'].added).toEqual([
      '`happyToHaveDebtInformationAccessed` (Debt Assignment Protocol)',
    ]);
    expect(bySupplier['42'].removed).toEqual(['`switchAfterCoolingOfPeriod`']);
    expect(bySupplier['7'].required).toEqual([]);
    expect(bySupplier['116'].onShow).toContain(
      '`supplierMaySendUpdatesThatMayBeOfInterestViaEmail` = `false`',
    );
  });

  it('no variant file repeats the default card: it only adds, changes or removes (null) what differs', () => {
    const journey = signUpJourney();
    const map = journey.variantMaps.get('signup.consent-variants')!.file;
    const base = journey.cards.get(map.default)!.file;
    for (const id of Object.values(map.variants)) {
      const source = journey.cards.get(id)!.source as { schema?: { properties?: Record<string, unknown> } };
      const restated = Object.entries(source.schema?.properties ?? {}).filter(
        ([name, value]) => name in base.schema.properties && value !== null,
      );
      expect(restated, id).toEqual([]);
    }
  });
});
