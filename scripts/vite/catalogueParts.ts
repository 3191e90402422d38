/**
 * A Vite plugin serving the message catalogue (journey/messages/en-GB.json) in its two parts
 * (src/i18n/catalogueParts.ts): `en-GB.json?first`, which the app imports, and `en-GB.json?later`,
 * which it loads before any page but the first (src/i18n/t.ts). Unsplit (`split: false`: the server's renderer and the unit tests), the
 * first part is the whole catalogue and the later one is empty. Outside Vite (the scripts run with
 * tsx) the query is ignored and either import is the whole catalogue, which is as right there.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { splitCatalogue } from '../../src/i18n/catalogueParts.js';

const catalogueFile = fileURLToPath(new URL('../../journey/messages/en-GB.json', import.meta.url));

/** The plugin; `split` says whether the parts are the split or the whole catalogue and nothing. */
export function catalogueParts({ split }: { split: boolean }): Plugin {
  return {
    name: 'catalogue-parts',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (file !== catalogueFile || (query !== 'first' && query !== 'later')) return null;
      this.addWatchFile(catalogueFile);
      const catalogue = JSON.parse(readFileSync(catalogueFile, 'utf8')) as Record<string, string>;
      const parts = split ? splitCatalogue(catalogue) : { first: catalogue, later: {} };
      // A JSON.parse of one string, as the journeys are (scripts/vite/precomposedJourney.ts): the
      // browser parses it faster than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(parts[query]))});`;
    },
  };
}
