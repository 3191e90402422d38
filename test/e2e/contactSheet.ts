/**
 * The visual review sheet: one HTML page (test-results/contact-sheet.html) showing every screenshot the
 * end-to-end run took, each page and state with its phone (390 px) and desktop (1280 px) picture side
 * by side, so a person can look at the whole product in one place. Written by run.ts after the run.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SCREENSHOT_DIR } from './helpers/screenshots';

/** One page or state: its name and the pictures taken of it, by viewport. */
export interface SheetEntry {
  name: string;
  phone?: string;
  desktop?: string;
}

/** Groups `<name>-phone.png` / `<name>-desktop.png` file names into entries, sorted by name. */
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
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sheet's HTML for `entries`, each image at `imageDir/<file>` (relative to the sheet). */
export function contactSheetHtml(entries: readonly SheetEntry[], imageDir: string, title: string): string {
  const figure = (entry: SheetEntry, viewport: 'phone' | 'desktop') => {
    const file = entry[viewport];
    if (!file)
      return `<figure class="${viewport} missing"><figcaption>${viewport}: not taken</figcaption></figure>`;
    const src = escape(`${imageDir}/${file}`);
    return `<figure class="${viewport}"><a href="${src}"><img src="${src}" alt="${escape(`${entry.name}, ${viewport}`)}" loading="lazy"></a><figcaption>${viewport}</figcaption></figure>`;
  };
  const sections = entries
    .map(
      (e) =>
        `<section id="${escape(e.name)}"><h2>${escape(e.name)}</h2><div class="pair">${figure(e, 'phone')}${figure(e, 'desktop')}</div></section>`,
    )
    .join('\n');
  const index = entries.map((e) => `<li><a href="#${escape(e.name)}">${escape(e.name)}</a></li>`).join('');
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#1a1a1a}
nav ul{columns:4 14rem;padding-left:1.2rem}
section{border-top:1px solid #ccc;padding:16px 0}
.pair{display:flex;gap:24px;align-items:flex-start}
figure{margin:0}
.phone img{width:195px}
.desktop img{width:640px}
img{border:1px solid #999;display:block}
figcaption{font-size:.85rem;color:#555;margin-top:4px}
</style></head><body>
<h1>${escape(title)}</h1>
<p>${entries.length} pages and states, each at 390 px and 1280 px (full page). Click a picture for full size.</p>
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
