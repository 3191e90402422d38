import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signUpJourney } from '../../server/switching/journeyFiles.js';
import { CONSENT_TABLE_PATH, consentTableMarkdown, consentVariants } from '../../scripts/consent-table.js';
import { card, load, loadSample } from '../engine/core/helpers.js';

describe('the consent variants table (docs/consent-variants.md)', () => {
  it('is what the journey files give: run npm run consent:table after changing a variant', async () => {
    expect(readFileSync(CONSENT_TABLE_PATH, 'utf8')).toBe(await consentTableMarkdown());
  });

  it('has one row for every supplier the variant map names, each once', () => {
    const map = signUpJourney().variantMaps.get('signup.consent-variants')!.file;
    const listed = consentVariants().flatMap((v) => v.suppliers);
    expect([...listed].sort()).toEqual(Object.keys(map.variants).sort());
  });

  it("says what each variant adds, removes, sets on show and requires (the engine's sample journey)", () => {
    const bySupplier = Object.fromEntries(
      consentVariants(loadSample(), 'sample.consent-variants').flatMap((v) =>
        v.suppliers.map((id) => [id, v]),
      ),
    );
    expect(bySupplier.eon).toMatchObject({
      added: ['`happyToReceiveCreditCheck` (Credit Check Agreement)'],
      removed: [],
      onShow: ['`happyToReceiveCreditCheck` = `true`'],
      required: ['`happyToReceiveCreditCheck`: required'],
      texts: ['hint: E.ON may run a credit check'],
    });
    expect(bySupplier['british-gas']).toMatchObject({ added: [], removed: [], onShow: [], required: [] });
  });

  it('names a field a variant removes with null', () => {
    const journey = load({
      'default.json': card('t.default', {
        terms: { type: 'boolean', title: 'Terms' },
        when: { type: 'string' },
      }),
      'quick.json': {
        version: 1,
        id: 't.quick',
        extends: 't.default',
        schema: { properties: { when: null } },
      },
      'map.json': {
        version: 1,
        kind: 'variantMap',
        id: 't.map',
        title: 'Consents',
        selector: { var: 'supplierId' },
        variants: { '5': 't.quick' },
        default: 't.default',
      },
      'flow.json': {
        version: 1,
        kind: 'flow',
        id: 't.flow',
        title: 'Sign-up',
        mode: 'unlock',
        context: { supplierId: { type: 'string' } },
        steps: [{ id: 'consents', variants: 't.map' }],
      },
    });
    expect(consentVariants(journey, 't.map')).toMatchObject([{ suppliers: ['5'], removed: ['`when`'] }]);
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
