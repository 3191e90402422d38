/**
 * `JourneyProvider`: what every `JourneyCard` below it shares: the loaded journey (card schemas and the
 * message catalogue), the widget registry, the named lists widgets pick from, and the precompiled
 * validators.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Journey } from '../core/index.js';
import { ListSourceContext, staticListSource, type ListSource } from './lists.js';
import { createWidgetRegistry, type WidgetRegistry } from './widgets/registry.js';
import { createMessageFormatter, MessagesContext } from './messages.js';
import { journeyValidators, type ValidatorFunctions } from './validators.js';

/** What `JourneyProvider` hands down. */
export interface JourneyRenderContext {
  journey: Journey;
  widgets: WidgetRegistry;
  validators: ValidatorFunctions;
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
  /** Precompiled validator functions; default: the generated module. */
  validators?: ValidatorFunctions;
  children?: ReactNode;
}

const defaultWidgets = createWidgetRegistry();
const noLists = staticListSource({});

/** Provides the journey, widgets, validators and messages to the cards below. */
export function JourneyProvider({
  journey,
  widgets = defaultWidgets,
  lists = noLists,
  validators = journeyValidators,
  children,
}: JourneyProviderProps) {
  const value = useMemo(() => ({ journey, widgets, validators }), [journey, widgets, validators]);
  const formatter = useMemo(() => createMessageFormatter(journey.messages), [journey.messages]);
  return (
    <Context.Provider value={value}>
      <MessagesContext.Provider value={formatter}>
        <ListSourceContext.Provider value={lists}>{children}</ListSourceContext.Provider>
      </MessagesContext.Provider>
    </Context.Provider>
  );
}

/** The nearest provider's context; throws outside a `JourneyProvider` (a wiring fault, not a user one). */
export function useJourneyRenderContext(): JourneyRenderContext {
  const value = useContext(Context);
  if (!value) throw new Error('JourneyCard must be rendered inside a JourneyProvider');
  return value;
}
