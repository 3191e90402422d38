/**
 * `JourneyProvider`: what every `JourneyCard` below it shares: the loaded journey (card schemas and the
 * message catalogue), the widget registry and the named lists widgets pick from.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { journeyWidgetNames, type Journey } from '../core/index.js';
import { ListSourceContext, staticListSource, type ListSource } from './lists.js';
import { createWidgetRegistry, type WidgetRegistry } from './widgets/registry.js';
import { createMessageFormatter, MessagesContext } from './messages.js';

/** What `JourneyProvider` hands down. */
export interface JourneyRenderContext {
  journey: Journey;
  widgets: WidgetRegistry;
}

const Context = createContext<JourneyRenderContext | null>(null);

/** Props of {@link JourneyProvider}. */
export interface JourneyProviderProps {
  /** The loaded journey (`loadJourney` of engine/core). */
  journey: Journey;
  /** Widgets by name; default: the built-in widgets. */
  widgets?: WidgetRegistry;
  /** The named lists widgets pick from (`ui:options.list`); default: none. */
  lists?: ListSource;
  /**
   * The widgets to fetch at the first interaction (see `usePreloadOnFirstInteraction`); default: every
   * widget the journey's cards name. A page showing a few cards of a large journey (the staff preview)
   * names those cards' widgets (`journeyWidgetNames(journey, cardIds)`).
   */
  preloadWidgets?: readonly string[];
  children?: ReactNode;
}

const defaultWidgets = createWidgetRegistry();
const noLists = staticListSource({});

/** Provides the journey, widgets, lists and messages to the cards below. */
export function JourneyProvider({
  journey,
  widgets = defaultWidgets,
  lists = noLists,
  preloadWidgets,
  children,
}: JourneyProviderProps) {
  const value = useMemo(() => ({ journey, widgets }), [journey, widgets]);
  const named = useMemo(() => preloadWidgets ?? journeyWidgetNames(journey), [preloadWidgets, journey]);
  usePreloadOnFirstInteraction(widgets, named);
  const formatter = useMemo(() => createMessageFormatter(journey.messages), [journey.messages]);
  return (
    <Context.Provider value={value}>
      <MessagesContext.Provider value={formatter}>
        <ListSourceContext.Provider value={lists}>{children}</ListSourceContext.Provider>
      </MessagesContext.Provider>
    </Context.Provider>
  );
}

/**
 * Fetches the code of the lazily loaded widgets the journey's cards name at the householder's first
 * interaction with the page (a focus, tap or key), so the widgets of the cards that follow are in
 * before those cards appear, while the first paint downloads only what it shows. Only the journey's
 * own: the app's registry also holds the other pages' widgets (the quote's on the sign-up page).
 */
function usePreloadOnFirstInteraction(widgets: WidgetRegistry, names: readonly string[]): void {
  useEffect(() => {
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const start = () => {
      stop();
      void widgets.preload(names);
    };
    const stop = () => events.forEach((e) => document.removeEventListener(e, start, true));
    events.forEach((e) => document.addEventListener(e, start, true));
    return stop;
  }, [widgets, names]);
}

/** The nearest provider's context; throws outside a `JourneyProvider` (a wiring fault, not a user one). */
export function useJourneyRenderContext(): JourneyRenderContext {
  const value = useContext(Context);
  if (!value) throw new Error('JourneyCard must be rendered inside a JourneyProvider');
  return value;
}
