/**
 * engine/react: the thin React binding of the journey engine. Render a card with `JourneyCard` inside a
 * `JourneyProvider`; register the app's widgets in a registry from `createWidgetRegistry`.
 */
export { JourneyCard, cardIdPrefix, fieldOfId } from './JourneyCard.js';
export type { JourneyCardProps } from './JourneyCard.js';
export { JourneyProvider, useJourneyRenderContext } from './context.js';
export type { JourneyProviderProps, JourneyRenderContext } from './context.js';
export { useCardView } from './useCard.js';
export { ErrorSummary } from './ErrorSummary.js';
export type { ErrorSummaryItem, ErrorSummaryProps } from './ErrorSummary.js';
export { createWidgetRegistry, registerWidget } from './widgets/registry.js';
export { lazyWidget } from './widgets/lazyWidget.js';
export type { LazyWidget } from './widgets/lazyWidget.js';
export type { WidgetRegistry } from './widgets/registry.js';
export { builtInWidgets } from './widgets/built-in.js';
export { ListSelectWidget, listName, listNoteKey } from './widgets/ListSelectWidget.js';
export { ListSourceContext, staticListSource, useList } from './lists.js';
export type { ListItem, ListSource, ListState, ListStatus } from './lists.js';
export { daysInMonth, isLeapYear, isRealDate, partsToValue, valueToParts } from './widgets/date-parts.js';
export type { DateParts } from './widgets/date-parts.js';
export { splitSortCode } from './widgets/sort-code.js';
export { parseNumberInput } from './widgets/basic.js';
export { useMessages, createMessageFormatter, bindingMessageKeys } from './messages.js';
export type { MessageFormatter } from './messages.js';
