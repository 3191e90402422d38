/**
 * Tracking actions (spec section 4: payment-type choices record tracking actions; the submit traces
 * the actions). Records carry the page, the action and the chosen option's value, never personal data.
 */
import type { JourneyAction } from '../../../../engine/core/index.js';
import type { TrackingAction } from '../../../../contract/api/track-records';
import type { QuoteActionDeps } from './deps';

/** The page name tracking records of the quote form carry. */
const QUOTE_PAGE = 'Your Current Energy Information';

/** Sends one tracking record of the quote form with these name/value pairs after Page. */
export function trackQuote(deps: QuoteActionDeps, details: TrackingAction[]): void {
  deps.track([
    { ...deps.trackingBase(), propertyDetails: [{ name: 'Page', value: QUOTE_PAGE }, ...details] },
  ]);
}

/** `trackAction`: records the action args.name with the value of args.field. */
export function trackActionAction(deps: QuoteActionDeps): JourneyAction {
  return (args, state) => {
    const value = args.field ? state.get(String(args.field)) : undefined;
    trackQuote(deps, [
      { name: 'Action', value: String(args.name ?? 'Changed') },
      ...(value !== undefined && value !== null
        ? [{ name: 'Value', value: String(value).slice(0, 200) }]
        : []),
    ]);
  };
}
