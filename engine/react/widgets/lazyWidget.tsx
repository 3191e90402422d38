/**
 * A widget whose code is its own chunk, fetched the first time a card renders it, or earlier when the
 * registry is asked to preload (JourneyProvider does on the householder's first interaction), so the
 * first page downloads only the widgets it shows. Once fetched it renders at once, like any widget; until
 * then it suspends in place (RJSF takes widgets as plain components, so the wrapper holds the Suspense).
 */
import { Suspense, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

/** A widget component that can fetch its code ahead of its first render. */
export type LazyWidget = ComponentType<WidgetProps> & { preload(): Promise<unknown> };

/**
 * Wraps a dynamic import of a widget module as a widget for the registry.
 * @param load - e.g. `() => import('./EvPanelWidget').then((m) => m.EvPanelWidget)`
 */
export function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>): LazyWidget {
  let Loaded: ComponentType<WidgetProps> | undefined;
  let failure: unknown;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        failure = error;
      },
    ));
  function Pending(props: WidgetProps) {
    // A chunk that could not be fetched fails like a page that throws (the route's error view).
    if (failure) throw failure;
    // Suspends until the chunk is in: React renders again when the promise settles.
    if (!Loaded) throw preload();
    return <Loaded {...props} />;
  }
  function LazyWidgetComponent(props: WidgetProps) {
    // Always the same tree, loaded or not: returning <Loaded> directly once the chunk is in would
    // remount the widget on its next render, losing its own state (a date's boxes) and the box the
    // householder is typing into.
    return (
      <Suspense fallback={null}>
        <Pending {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyWidgetComponent, { preload });
}

/** Whether a registered widget is a {@link LazyWidget}. */
export function isLazyWidget(widget: unknown): widget is LazyWidget {
  return typeof widget === 'function' && typeof (widget as Partial<LazyWidget>).preload === 'function';
}
