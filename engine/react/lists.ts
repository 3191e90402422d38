/**
 * Lists by name. A widget that picks from a list (addresses, suppliers, tariffs, the estimate questions,
 * later special needs and the sign-up lookups) names its list in the card: `"ui:options": { "list":
 * "tariffs.gas" }`, and reads it from the list source the `JourneyProvider` is given. The app's source
 * follows what its actions loaded; the staff preview and the render snapshots use a static source made
 * from sample lists (journey data), so they render the real widgets.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

/** One choice of a list. `details` carries what a widget may show besides the label (a logo ...). */
export interface ListItem {
  readonly value: string | number;
  readonly label: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Progress of a list: not asked for yet, on its way, there, or failed. */
type ListStatus = 'idle' | 'loading' | 'done' | 'failed';

/**
 * A list now. `messages` names catalogue keys to show for a status (e.g. `{ "loading":
 * "quote.tariffsLoading" }`); without one the widget shows no note for that status.
 */
export interface ListState {
  readonly items: readonly ListItem[];
  readonly status: ListStatus;
  readonly messages?: Readonly<Partial<Record<ListStatus | 'empty', string>>>;
}

/** Where lists come from: named lists that may change over time. */
export interface ListSource {
  /** The list of that name now (the same object while it is unchanged), or undefined when unknown. */
  get(name: string): ListState | undefined;
  /** Called when any list may have changed. Returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The names this source serves. */
  names(): string[];
}

/** A list source whose lists never change (sample lists: the staff preview, snapshots, tests). */
export function staticListSource(lists: Readonly<Record<string, readonly ListItem[]>>): ListSource {
  const states = new Map(
    Object.entries(lists).map(([name, items]) => [name, { items, status: 'done' as const }]),
  );
  return {
    get: (name) => states.get(name),
    subscribe: () => () => undefined,
    names: () => [...states.keys()].sort(),
  };
}

const noLists = staticListSource({});

/** The list source of the nearest `JourneyProvider`. */
export const ListSourceContext = createContext<ListSource>(noLists);

const EMPTY: ListState = { items: [], status: 'idle' };

/**
 * The named list, following its changes. An unknown name is a wiring fault: it throws, so a journey
 * naming a list no source serves fails in tests and the preview instead of showing an empty picker.
 */
export function useList(name: string): ListState {
  const source = useContext(ListSourceContext);
  const state = useSyncExternalStore(
    source.subscribe,
    () => source.get(name),
    () => source.get(name),
  );
  if (!name) return EMPTY;
  if (!state) throw new Error(`No list named "${name}": the list source serves ${source.names().join(', ')}`);
  return state;
}
