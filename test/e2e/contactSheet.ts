/**
 * The visual review sheet: one HTML page (test-results/contact-sheet.html) showing every screenshot the
 * end-to-end run took, each page and state with its phone (390 px) and desktop (1280 px) picture side
 * by side, so a person can look at the whole product in one place: grouped by the part of the product
 * (sheetGroups.ts), names sorted within each group, and the states issue 15 names listed at the top.
 * Written by run.ts after the run.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SCREENSHOT_DIR } from './helpers/screenshots';
import {
  compareNames,
  CONSENT_VARIANT_PREFIX,
  groupOf,
  NAMED_STATES,
  OTHER_GROUP,
  SHEET_GROUPS,
} from './sheetGroups';

/** One page or state: its name and the pictures taken of it, by viewport. */
export interface SheetEntry {
  name: string;
  phone?: string;
  desktop?: string;
}

/** Pairs `<name>-phone.png` / `<name>-desktop.png` file names into entries, sorted by name (numbers by value). */
export function sheetEntries(files: readonly string[]): SheetEntry[] {
  const byName = new Map<string, SheetEntry>();
  for (const file of files) {
    const match = /^(.+)-(phone|desktop)\.png$/.exec(file);
    if (!match) continue;
    const [, name, viewport] = match;
    const entry = byName.get(name) ?? { name };
    entry[viewport as 'phone' | 'desktop'] = file;
    byName.set(name, entry);
  }
  return [...byName.values()].sort((a, b) => compareNames(a.name, b.name));
}

/** The entries by group, in the groups' order (empty groups left out; unknown names last). */
export function groupedEntries(
  entries: readonly SheetEntry[],
): Array<{ title: string; entries: SheetEntry[] }> {
  const titles = [...SHEET_GROUPS.map((g) => g.title), OTHER_GROUP];
  return titles
    .map((title) => ({ title, entries: entries.filter((e) => groupOf(e.name) === title) }))
    .filter((g) => g.entries.length > 0);
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An entry's HTML id: its name with anything but letters and digits as hyphens (names have spaces). */
export const entryId = (name: string) => `shot-${name.replace(/[^A-Za-z0-9]+/g, '-')}`;

const link = (name: string, text = name) => `<a href="#${entryId(name)}">${escape(text)}</a>`;

/** The states issue 15 names, each linked to its entry or marked as not taken in this run. */
function namedStates(entries: readonly SheetEntry[]): string {
  const taken = new Set(entries.map((e) => e.name));
  const items = NAMED_STATES.map(({ state, name }) =>
    taken.has(name) ? `<li>${link(name, state)}</li>` : `<li>${escape(state)}: not taken in this run</li>`,
  );
  const variants = entries.filter((e) => e.name.startsWith(CONSENT_VARIANT_PREFIX));
  items.push(
    variants.length > 0
      ? `<li>Sign-up terms, each supplier consent variant (${variants.length}): ${variants
          .map((e) => link(e.name, e.name.slice(CONSENT_VARIANT_PREFIX.length)))
          .join(', ')}</li>`
      : '<li>Sign-up terms, each supplier consent variant: not taken in this run</li>',
  );
  return `<ul class="states">${items.join('')}</ul>`;
}

/** The sheet's HTML for `entries`, each image at `imageDir/<file>` (relative to the sheet). */
export function contactSheetHtml(entries: readonly SheetEntry[], imageDir: string, title: string): string {
  const figure = (entry: SheetEntry, viewport: 'phone' | 'desktop') => {
    const file = entry[viewport];
    if (!file)
      return `<figure class="${viewport} missing"><figcaption>${viewport}: not taken</figcaption></figure>`;
    const src = escape(`${imageDir}/${file}`);
    return `<figure class="${viewport}"><a href="${src}"><img src="${src}" alt="${escape(`${entry.name}, ${viewport}`)}" loading="lazy"></a><figcaption>${viewport}</figcaption></figure>`;
  };
  const groups = groupedEntries(entries);
  const groupId = (group: string) => `group-${group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const sections = groups
    .map(
      (g) =>
        `<h2 id="${groupId(g.title)}">${escape(g.title)}</h2>\n` +
        g.entries
          .map(
            (e) =>
              `<section id="${entryId(e.name)}"><h3>${escape(e.name)}</h3><div class="pair">${figure(e, 'phone')}${figure(e, 'desktop')}</div></section>`,
          )
          .join('\n'),
    )
    .join('\n');
  const index = groups
    .map(
      (g) =>
        `<li><a href="#${groupId(g.title)}">${escape(g.title)}</a> (${g.entries.length})<ul>${g.entries
          .map((e) => `<li>${link(e.name)}</li>`)
          .join('')}</ul></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#1a1a1a}
nav>ul{columns:3 18rem;padding-left:1.2rem}
nav>ul>li{break-inside:avoid;margin-bottom:8px}
h2{border-top:3px solid #1a1a1a;padding-top:12px;margin-top:32px}
section{border-top:1px solid #ccc;padding:16px 0}
.pair{display:flex;gap:24px;align-items:flex-start}
figure{margin:0}
.phone img{width:195px}
.desktop img{width:640px}
img{border:1px solid #999;display:block}
figcaption{font-size:.85rem;color:#555;margin-top:4px}
</style></head><body>
<h1>${escape(title)}</h1>
<p>${entries.length} pages and states, each at 390 px and 1280 px (full page), grouped by part of the product. Click a picture for full size.</p>
<p>The states issue 15 names:</p>
${namedStates(entries)}
<nav><ul>${index}</ul></nav>
${sections}
</body></html>
`;
}

/** Writes the sheet for the screenshots on disk; returns its path (null when there are none). */
export function writeContactSheet(outDir = 'test-results'): string | null {
  if (!existsSync(SCREENSHOT_DIR)) return null;
  const entries = sheetEntries(readdirSync(SCREENSHOT_DIR));
  if (entries.length === 0) return null;
  const path = join(outDir, 'contact-sheet.html');
  const title = `Every page and state, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  writeFileSync(path, contactSheetHtml(entries, relative(outDir, SCREENSHOT_DIR), title));
  return path;
}
