import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import defaults from '../../../../journey/settings.json';
import {
  nextSection,
  sectionEntry,
  sectionOfEntry,
  sectionToShow,
  type SectionView,
} from '../../../../src/features/signup/sections';
import { revalidateOnNewPath } from '../../../../src/router/revalidate';

/** Sections as the sidebar sees them: the first `unlocked` unlocked, the first `valid` valid. */
function sections(unlocked: number, valid: number): SectionView[] {
  return (['details', 'address', 'terms', 'payment', 'confirm'] as const).map((id, i) => ({
    id,
    cardIds: [`signup.${id}`],
    stepIds: [id],
    included: true,
    unlocked: i < unlocked,
    valid: i < valid,
  }));
}

describe("a sign-up history entry's section", () => {
  it('is read back from the state it was written as', () => {
    expect(sectionOfEntry(sectionEntry('payment'))).toBe('payment');
  });

  it('is none for an entry sign-up has not marked (no state, another page state, a wrong type)', () => {
    for (const state of [null, undefined, 'terms', 3, {}, { from: 'results' }, { signUpSection: 2 }])
      expect(sectionOfEntry(state)).toBeNull();
  });
});

describe('the section shown for an entry', () => {
  it("is the entry's section when it is unlocked (Back to an answered one)", () => {
    expect(sectionToShow(sections(4, 3), 'address')?.id).toBe('address');
  });

  it('is the first not yet valid when the entry names a locked section (Forward after an answer was undone)', () => {
    expect(sectionToShow(sections(2, 1), 'payment')?.id).toBe('address');
    expect(sectionToShow(sections(1, 0), 'confirm')?.id).toBe('details');
  });

  it('is the first not yet valid when the entry names no section there is', () => {
    expect(sectionToShow(sections(3, 2), 'nonsense')?.id).toBe('terms');
    expect(sectionToShow(sections(3, 2), null)?.id).toBe('terms');
  });

  it('moves on by Continue only to an unlocked section', () => {
    expect(nextSection(sections(3, 2), 'address')?.id).toBe('terms');
    expect(nextSection(sections(2, 1), 'address')).toBeUndefined();
  });
});

describe("sign-up's revalidation", () => {
  const at = (path: string) => new URL(path, 'http://localhost');
  const args = (from: string, to: string) => ({
    currentUrl: at(from),
    nextUrl: at(to),
    defaultShouldRevalidate: true,
  });

  it('skips the guard when moving between its own entries (same path, Back/Forward, a query)', () => {
    expect(revalidateOnNewPath(args('/details', '/details'))).toBe(false);
    expect(revalidateOnNewPath(args('/details', '/details?x=1'))).toBe(false);
  });

  it("keeps React Router's decision for any other path", () => {
    expect(revalidateOnNewPath(args('/results/home-energy', '/details'))).toBe(true);
    expect(
      revalidateOnNewPath({ ...args('/switch-complete', '/details'), defaultShouldRevalidate: false }),
    ).toBe(false);
  });

  it("is the sign-up route's, and no other route's", async () => {
    vi.resetModules();
    const settings = await import('../../../../src/settings');
    settings.initSettings({ ...defaults, staffPreview: false });
    const { routes } = await import('../../../../src/router/router');
    const { revalidateOnNewPath: used } = await import('../../../../src/router/revalidate');
    const all = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => [r, ...all(r.children ?? [])]);
    const withIt = all(routes).filter((r) => r.shouldRevalidate === used);
    expect(withIt.map((r) => r.path)).toEqual(['/details']);
  });
});
