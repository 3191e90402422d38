/**
 * The widget registry: one map from widget name (the `ui:widget` value in a card's uiSchema) to a React
 * component. The engine registers its generic widgets; the app registers its own (address picker,
 * supplier logo picker ...). `npm run journey:schema` and the journey linter take the names from here,
 * so a journey file can only name a widget that exists.
 */
import type { Widget, RegistryWidgetsType } from '@rjsf/utils';
import { builtInWidgets, rjsfDefaultAliases } from './built-in.js';
import { isLazyWidget } from './lazyWidget.js';

/** A registry of widgets by name, handed to `JourneyProvider`. */
export interface WidgetRegistry {
  /** Registers (or replaces) the component rendered for `ui:widget: name`. Returns the registry. */
  registerWidget(name: string, component: Widget): WidgetRegistry;
  /** The component registered under `name`, if any. */
  get(name: string): Widget | undefined;
  /** Every registered name, sorted. */
  names(): string[];
  /** The widgets in the shape RJSF's `widgets` prop takes. A new object after each registration. */
  toRjsfWidgets(): RegistryWidgetsType;
  /**
   * Starts fetching the code of the lazily loaded widgets (see `lazyWidget`) registered under `names`
   * (unknown names are skipped), or of every one when no names are given; resolves when they are in.
   */
  preload(names?: Iterable<string>): Promise<void>;
}

/**
 * Creates a registry holding the built-in widgets.
 * @param overrides - widgets to register at once (e.g. the app's address picker).
 */
export function createWidgetRegistry(overrides: Readonly<Record<string, Widget>> = {}): WidgetRegistry {
  const widgets = new Map<string, Widget>(Object.entries(builtInWidgets));
  let rjsf: RegistryWidgetsType | null = null;

  const registry: WidgetRegistry = {
    registerWidget(name, component) {
      if (!name || (typeof component !== 'function' && typeof component !== 'object')) {
        throw new Error(`registerWidget: "${name}" needs a name and a React component`);
      }
      widgets.set(name, component);
      rjsf = null;
      return registry;
    },
    get: (name) => widgets.get(name),
    names: () => [...widgets.keys()].sort(),
    toRjsfWidgets() {
      // Cached so RJSF's registry (deep-compared on every render) keeps the same identity.
      rjsf ??= { ...rjsfDefaultAliases, ...Object.fromEntries(widgets) } as RegistryWidgetsType;
      return rjsf;
    },
    async preload(names) {
      const chosen = names ? [...new Set(names)].map((n) => widgets.get(n)) : [...widgets.values()];
      // One component may be registered under several names (slider, range): preloading is idempotent.
      await Promise.all(chosen.filter(isLazyWidget).map((w) => w.preload()));
    },
  };
  for (const [name, component] of Object.entries(overrides)) registry.registerWidget(name, component);
  return registry;
}
