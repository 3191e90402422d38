/**
 * A widget whose code is its own chunk, fetched the first time a card renders it (a panel most
 * householders never open should not weigh on the first page). RJSF takes widgets as plain
 * components, so the lazy component is wrapped in one that suspends in place.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

/**
 * Wraps a dynamic import of a widget module as a widget for the registry.
 * @param load - e.g. `() => import('./EvPanelWidget').then((m) => m.EvPanelWidget)`
 */
export function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>): ComponentType<WidgetProps> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyWidget;
}
