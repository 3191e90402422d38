/**
 * Every supplier consent variant on the real sign-up page (issue 15, point 7): for each line of
 * `journey/signup/consent-variants.json`, Switch Now on a tariff of that supplier (API calls on one
 * quote made through the form), the details and address answered, then the terms section must show
 * that variant's card with what only it has (its hint, the fields it adds with their starting ticks,
 * not the fields it drops), pass axe at both widths and be photographed for the contact sheet.
 * The staff preview's pictures of the same cards are consent-preview.e2e.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CardFile, FieldSchema } from '../../engine/core/index.js';
import { signUpJourney } from '../../server/switching/journeyFiles';
import { baseUrl, checkA11yAtEachViewport, newContext, screenshots, sharedBrowser } from './helpers';
import { seedSessionCookie, switchKeySessionFor, type SessionEntries } from './journey-session';
import { answerAddress, answerDetails, continueTo, expectSection, fieldId } from './signup-steps';

const browser = sharedBrowser();

/** One tab for every variant (each opens the sign-up afresh in it: see `openSignUpWith`). */
let tab: Promise<Page> | undefined;
const sharedTab = () => (tab ??= newContext(browser()).then((ctx) => ctx.newPage()));

/** A field a variant adds: its id on the page, the text beside its box, and whether it starts ticked. */
interface AddedField {
  name: string;
  statement: string;
  ticked: boolean;
}

/** One consent variant and what the terms section must show for it (read from the resolved cards). */
interface Variant {
  supplierId: number;
  cardId: string;
  /** The variant's hint, when it differs from the default card's. */
  hint: string | null;
  added: AddedField[];
  /** Titles of the default card's fields the variant drops. */
  removed: string[];
}

const fieldsOf = (card: CardFile) => card.schema.properties as Record<string, FieldSchema>;

/** The value the card's `onShow` sets a field to (the last `set` wins), undefined when none. */
function startingValue(card: CardFile, name: string): unknown {
  let value: unknown;
  for (const effect of card.onShow ?? []) if ('set' in effect && name in effect.set) value = effect.set[name];
  return value;
}

/** Every variant of the consent map, in the map's order, with what sets it apart from the default card. */
function consentVariants(): Variant[] {
  const journey = signUpJourney();
  const map = journey.variantMaps.get('signup.consent-variants')!.file;
  const base = journey.cards.get(map.default)!.file;
  const baseFields = fieldsOf(base);
  return Object.entries(map.variants).map(([supplierId, cardId]) => {
    const card = journey.cards.get(cardId)!.file;
    const fields = fieldsOf(card);
    return {
      supplierId: Number(supplierId),
      cardId,
      hint: card.hint && card.hint !== base.hint ? card.hint : null,
      added: Object.keys(fields)
        .filter((name) => !(name in baseFields))
        .map((name) => ({
          name,
          // A consent box states its description beside the box; a plain box, its title.
          statement: fields[name].description ?? fields[name].title ?? name,
          ticked: startingValue(card, name) === true,
        })),
      removed: Object.keys(baseFields)
        .filter((name) => !(name in fields))
        .map((name) => baseFields[name].title ?? name),
    };
  });
}

/**
 * Suppliers the bundled market data lets a gas Monthly Direct Debit quote switch to online: the
 * service switches to the supplier, and one of its tariffs is switchable and priced for that.
 */
function switchableGasSuppliers(): Set<number> {
  const suppliers = JSON.parse(readFileSync('server/data/suppliers.json', 'utf8')) as Array<{
    id: number;
    switchOption: string;
  }>;
  const { tariffs } = JSON.parse(readFileSync('server/data/tariffs.json', 'utf8')) as {
    tariffs: Array<{ supplierId: number; switchable: boolean; rates: unknown[][] }>;
  };
  const online = new Set(suppliers.filter((s) => s.switchOption === 'Online').map((s) => s.id));
  return new Set(
    tariffs
      .filter(
        (t) =>
          t.switchable &&
          online.has(t.supplierId) &&
          t.rates.some((r) => r[0] === 'gas' && r[2] === 'monthlyDirectDebit'),
      )
      .map((t) => t.supplierId),
  );
}

/** The variant name used in test and picture names: the card id without its `signup.consent-` prefix. */
const variantName = (v: Variant) => v.cardId.replace(/^signup\.consent-/, '');

const VARIANTS = consentVariants();
const SWITCHABLE = switchableGasSuppliers();
const WITH_TARIFF = VARIANTS.filter((v) => SWITCHABLE.has(v.supplierId));
const WITHOUT_TARIFF = VARIANTS.filter((v) => !SWITCHABLE.has(v.supplierId));

/**
 * Opens sign-up in `page` as a tab that has just pressed Switch Now with `session` stored. The tab
 * first leaves for a page of the same origin that runs no app (so the sign-up it showed has saved
 * what it saves on leaving), its storage and session cookie are replaced, then the sign-up loads afresh.
 */
async function openSignUpWith(page: Page, session: SessionEntries): Promise<void> {
  await page.goto(`${baseUrl()}/health`);
  await page.evaluate((entries: SessionEntries) => {
    sessionStorage.clear();
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, session);
  await seedSessionCookie(page.context(), session);
  await page.goto(`${baseUrl()}/details`);
  await page.locator('[data-plan-summary]').waitFor({ timeout: 20_000 });
  await expectSection(page, 'details');
}

/** Checks the terms section shows `variant`'s card and what only it has. */
async function expectVariantShown(page: Page, variant: Variant): Promise<void> {
  const terms = page.locator('[data-section="terms"]');
  await terms.locator(`[data-card="${variant.cardId}"]`).waitFor();
  if (variant.hint)
    await expect.poll(() => terms.getByText(variant.hint!, { exact: true }).isVisible()).toBe(true);
  for (const field of variant.added) {
    const box = terms
      .getByRole('checkbox', { name: field.statement })
      .and(terms.locator(`#${fieldId(variant.cardId, field.name)}`));
    expect(await box.isVisible(), `${field.name} shown`).toBe(true);
    expect(await box.isChecked(), `${field.name} ticked when shown`).toBe(field.ticked);
  }
  for (const title of variant.removed)
    expect(await terms.getByText(title, { exact: true }).count(), title).toBe(0);
}

describe('sign-up terms: every supplier consent variant on the real page', () => {
  it('the consent map has variants, each with something of its own to check', () => {
    expect(VARIANTS.length).toBeGreaterThan(10);
    for (const v of VARIANTS)
      expect(v.hint !== null || v.added.length > 0 || v.removed.length > 0, v.cardId).toBe(true);
  });

  it.each(WITH_TARIFF.map((v) => [variantName(v), v.supplierId, v] as const))(
    'consent-%s (supplier %i): its card, hint and own consents shown, axe, screenshots at both widths',
    async (name, supplierId, variant) => {
      const session = await switchKeySessionFor(browser(), supplierId);
      expect(session, `a switchable result of supplier ${supplierId} on the gas quote`).not.toBeNull();
      const page = await sharedTab();
      await openSignUpWith(page, session!);
      await answerDetails(page);
      await continueTo(page, 'address');
      await answerAddress(page);
      await continueTo(page, 'terms');
      await expectVariantShown(page, variant);
      await checkA11yAtEachViewport(page, `sign-up terms consent-${name}`);
      await screenshots(page, `sign-up terms consent-${name}`);
    },
    90_000,
  );

  it.skip.each(WITHOUT_TARIFF.map((v) => [variantName(v), v.supplierId] as const))(
    'consent-%s: skipped, server/data has no switchable gas Direct Debit tariff of supplier %i',
    () => {},
  );
});
