/**
 * The journey the staff preview shows, bundled at build time: the app's journey (`journey/`; nothing
 * from test/ reaches this bundle). It is loaded once, on first use; a journey that fails to load is
 * shown with its faults instead of crashing the page.
 */
import { type Journey, type JourneyFiles } from '../../../engine/core/index.js';
import { loadJourney } from '../../../engine/core/load.js';
import { messageCatalogue } from '../../i18n/t';

const appFiles = import.meta.glob<unknown>(
  [
    '/journey/**/*.json',
    '!/journey/messages/**',
    '!/journey/settings.json',
    '!/journey/journey.schema.json',
    '!/journey/actions.json',
    '!/journey/samples/**',
  ],
  {
    eager: true,
    import: 'default',
  },
);
/** One selectable journey. */
export interface JourneySet {
  key: 'app';
  label: string;
  /** Folder the file paths are relative to. */
  root: string;
  files: JourneyFiles;
}

function relativeTo(root: string, files: Record<string, unknown>): JourneyFiles {
  return Object.fromEntries(Object.entries(files).map(([path, data]) => [path.slice(root.length + 2), data]));
}

/** The journeys, in menu order. */
export const journeySets: readonly JourneySet[] = [
  { key: 'app', label: 'journey/', root: 'journey', files: relativeTo('journey', appFiles) },
];

const loaded = new Map<string, { journey: Journey | null; error: string | null }>();

/** The loaded journey of a set, or the load error's text. */
export function loadSet(set: JourneySet): { journey: Journey | null; error: string | null } {
  let entry = loaded.get(set.key);
  if (!entry) {
    try {
      entry = { journey: loadJourney(set.files, { messages: messageCatalogue }), error: null };
    } catch (error) {
      entry = { journey: null, error: (error as Error).message };
    }
    loaded.set(set.key, entry);
  }
  return entry;
}

/** A previewable file: a card, flow, variant map or template, by its repository path. */
export interface PreviewFile {
  /** Repository path, e.g. `journey/quote/supplier-gas.json`. */
  path: string;
  /** The file's id (card, flow, variant map or template id). */
  id: string;
  /** A template is shown as written, with the cards that extend it (it is never shown by itself). */
  kind: 'card' | 'flow' | 'variantMap' | 'template';
  set: JourneySet;
}

/** Every previewable file of every set that loads, sorted by path. */
export function previewFiles(): PreviewFile[] {
  const out: PreviewFile[] = [];
  for (const set of journeySets) {
    const { journey } = loadSet(set);
    if (!journey) continue;
    const add = (path: string, id: string, kind: PreviewFile['kind']) =>
      out.push({ path: `${set.root}/${path}`, id, kind, set });
    for (const card of journey.cards.values()) add(card.path, card.file.id, 'card');
    for (const flow of journey.flows.values()) add(flow.path, flow.file.id, 'flow');
    for (const map of journey.variantMaps.values()) add(map.path, map.file.id, 'variantMap');
    for (const [id, template] of journey.templates) add(template.path, id, 'template');
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}
