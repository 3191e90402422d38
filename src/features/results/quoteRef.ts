import { useMemo } from 'react';
import type { PayMethodName, SwitchType } from '../../../contract/api/common';
import { useQuoteStore } from '../../stores/quote';

/** The stored quote the results and details pages work on. */
export interface QuoteRef {
  switchId: string;
  switchType?: SwitchType;
  proposedPayMethod?: PayMethodName;
}

/**
 * The quote from the quote store (the saved quote, or at least its switch id), stable while the
 * quote is the same; null before any quote.
 */
export function useQuoteRef(): QuoteRef | null {
  const switchId = useQuoteStore((s) => s.saved?.switchId ?? s.switchId);
  const switchType = useQuoteStore((s) => s.saved?.switchType);
  const proposedPayMethod = useQuoteStore((s) => s.saved?.proposedPayMethod);
  return useMemo(
    () => (switchId ? { switchId, switchType, proposedPayMethod } : null),
    [switchId, switchType, proposedPayMethod],
  );
}
