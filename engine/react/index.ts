/**
 * engine/react: the thin React binding of the journey engine. Render a card with `JourneyCard` inside a
 * `JourneyProvider`; register the app's widgets in a registry from `createWidgetRegistry`.
 */
export { JourneyCard, cardIdPrefix } from './JourneyCard.js';
export { JourneyProvider } from './context.js';
export { useCardView } from './useCard.js';
export { ErrorSummary } from './ErrorSummary.js';
export { createWidgetRegistry } from './widgets/registry.js';
export { lazyWidget } from './widgets/lazyWidget.js';
export type { LazyWidget } from './widgets/lazyWidget.js';
export type { WidgetRegistry } from './widgets/registry.js';
export { listName } from './widgets/ListSelectWidget.js';
export { staticListSource, useList } from './lists.js';
export type { ListItem, ListSource, ListState } from './lists.js';
