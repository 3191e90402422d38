/**
 * The journeys the staff preview can show, bundled at build time: the app's journey (`journey/`) and
 * the engine's sample journey. Each is loaded once, on first use; a journey that fails to load is shown
 * with its faults instead of crashing the page.
 */
import { loadJourney, type Journey, type JourneyFiles } from '../../../engine/core/index.js';
import catalogue from '../../../journey/messages/en-GB.json';

const appFiles = import.meta.glob<unknown>(
  [
    '/journey/**/*.json',
    '!/journey/messages/**',
    '!/journey/settings.json',
    '!/journey/journey.schema.json',
    '!/journey/actions.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
const sampleFiles = import.meta.glob<unknown>('/test/engine/fixtures/sample/**/*.json', {
  eager: true,
  import: 'default',
});

/** One selectable journey. */
export interface JourneySet {
  key: 'app' | 'sample';
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
  {
    key: 'sample',
    label: 'test/engine/fixtures/sample/',
    root: 'test/engine/fixtures/sample',
    files: relativeTo('test/engine/fixtures/sample', sampleFiles),
  },
];

const loaded = new Map<string, { journey: Journey | null; error: string | null }>();

/** The loaded journey of a set, or the load error's text. */
export function loadSet(set: JourneySet): { journey: Journey | null; error: string | null } {
  let entry = loaded.get(set.key);
  if (!entry) {
    try {
      entry = { journey: loadJourney(set.files, { messages: catalogue }), error: null };
    } catch (error) {
      entry = { journey: null, error: (error as Error).message };
    }
    loaded.set(set.key, entry);
  }
  return entry;
}

/** A previewable file: a card, flow or variant map, by its repository path. */
export interface PreviewFile {
  /** Repository path, e.g. `test/engine/fixtures/sample/details.card.json`. */
  path: string;
  /** The file's id (card, flow or variant map id). */
  id: string;
  kind: 'card' | 'flow' | 'variantMap';
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
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}
