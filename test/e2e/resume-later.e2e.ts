/**
 * Nothing typed or chosen is lost on the later pages (issue 15, point 1): a reload in the middle of
 * each sign-up section (details half typed, address, terms with one agreement ticked) brings back the
 * section and its answers; Switch Complete and the carbon offset page (a project and a share chosen,
 * not yet paid) come back the same.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, sharedBrowser } from './helpers';
import { completedSwitch } from './complete-session';
import { contextWithSession } from './journey-session';
import { expectSameAfterReload, snapshot } from './resume-steps';
import { answerAddress, answerDetails, continueTo, fieldId, openSignUp } from './signup-steps';

const browser = sharedBrowser();

const id = (cardId: string, field: string) => `#${fieldId(cardId, field)}`;

/** The sign-up as saved in the tab (what a reload restores), as text. */
function savedSignUp(page: Page): Promise<string> {
  return page.evaluate(() => sessionStorage.getItem('signupAnswers') ?? '');
}

describe('resume later: a reload keeps the answers and the place', () => {
  it('each sign-up section mid-way: details half typed, address, terms with one agreement ticked', async () => {
    const { ctx, page } = await openSignUp(browser());
    const d = 'signup.details';
    await page.locator(id(d, 'titleId')).selectOption({ index: 1 });
    await page.locator(id(d, 'firstName')).fill('Ada');
    await page.locator(id(d, 'lastName')).fill('Lovelace');
    await page.locator(`${id(d, 'dateOfBirth')}-day`).fill('10');
    // Typed and not left: the field still has focus when the page is reloaded.
    await page.locator(id(d, 'emailAddress')).fill('ada@example.com');
    const details = await snapshot(page, 'signUp');
    expect(details).toMatchObject({
      section: 'details',
      [id(d, 'firstName')]: 'Ada',
      [id(d, 'lastName')]: 'Lovelace',
      [`${id(d, 'dateOfBirth')}-day`]: '10',
      [id(d, 'emailAddress')]: 'ada@example.com',
    });
    // Saved a moment after the typing pauses (or as the page is hidden): reload once it is saved.
    await expect.poll(() => savedSignUp(page)).toContain('ada@example.com');
    await expectSameAfterReload(page, 'signUp');

    await answerDetails(page);
    await continueTo(page, 'address');
    await page.locator(id('signup.address', 'years')).fill('7');
    await expect.poll(() => savedSignUp(page)).toMatch(/"section":"address"/);
    await expect.poll(() => savedSignUp(page)).toMatch(/"years":7\b/);
    const address = await expectSameAfterReload(page, 'signUp');
    expect(address).toMatchObject({ section: 'address', [id('signup.address', 'years')]: '7' });

    await answerAddress(page, '7');
    await continueTo(page, 'terms');
    const terms = page.locator('[data-section="terms"]');
    const agreement = terms.getByRole('checkbox', { name: /\*$/ }).first();
    await agreement.check();
    const agreementId = (await agreement.getAttribute('id'))!;
    await expect.poll(() => savedSignUp(page)).toMatch(/"section":"terms"/);
    // The tick is saved a moment after it is made (the field's name is the id's last part).
    await expect.poll(() => savedSignUp(page)).toContain(`"${agreementId.split('_').pop()}":true`);
    const ticked = await expectSameAfterReload(page, 'signUp');
    expect(ticked).toMatchObject({ section: 'terms', [`#${agreementId}`]: true });
    await ctx.close();
  }, 240_000);

  it('Switch Complete, then the carbon offset page with a project and a share chosen', async () => {
    const sessions = await completedSwitch(browser(), 'gas');
    const ctx = await contextWithSession(browser(), sessions);
    const page = await ctx.newPage();
    await page.goto(`${baseUrl()}/switch-complete`);
    const complete = await expectSameAfterReload(page, 'switchComplete');
    expect(complete.thankYou).toMatch(/^Ada, your switch to /);

    await page.getByRole('button', { name: 'Offset my carbon now!' }).click();
    const offset = await snapshot(page, 'carbonOffset');
    expect(offset).toMatchObject({ greeting: 'Hello Ada', project: '', percentage: '100' });
    const second = page.getByTestId('carbon-project').nth(1);
    const project = (await second.locator('h3').textContent())!;
    await second.getByRole('button', { name: 'Select' }).click();
    await page.getByRole('radio', { name: /^75% for/ }).check();
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('carbon') ?? ''))
      .toMatch(/"percentage":75/);
    const chosen = await expectSameAfterReload(page, 'carbonOffset');
    expect(chosen).toMatchObject({ greeting: 'Hello Ada', project, percentage: '75' });
    expect(chosen.offer).toMatch(/^Offset your carbon by 75% £/);
    await ctx.close();
  }, 240_000);
});
