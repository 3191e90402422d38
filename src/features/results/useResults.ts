import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PayMethodName } from '../../../contract/api/common';
import { apiClient } from '../../api/client';
import { fetchProjections, fetchResults, type ResultRow } from '../../api/endpoints/results';
import { startLoader, stopLoader } from '../../stores/appLoader';
import { useSwitchKeyStore } from '../../stores/switchKey';
import { useSwitchOutcomeStore } from '../../stores/switchOutcome';
import { switchNow, openDetails, type ResultActionDeps } from './actions';
import { firstUnfiltered, initialFilters } from './filters';
import type { QuoteRef } from './quoteRef';
import { canKeepResults, useResultsStore, type Selection } from '../../stores/results';
import { useApiCall } from './useApiCall';

/** The payment method the quote proposed (Reset goes back to it). */
export function proposedPayMethod(quote: QuoteRef | null): PayMethodName {
  return (
    quote?.proposedPayMethod ?? useResultsStore.getState().results?.proposedPayMethod ?? 'monthlyDirectDebit'
  );
}

/**
 * Loads the quote's results once, with every payment method the meter allows (so the sidebar
 * filters without asking again), behind the full-page loader. Stored results of the same quote are
 * kept (spec section 4, flow 5: coming back from details or sign-up, or a page reload).
 */
export function useResultsLoad(quote: QuoteRef | null) {
  return useApiCall(
    quote?.switchId ?? null,
    async () => {
      const results = await fetchResults(apiClient(), {
        switchId: quote!.switchId,
        includeAllPayMethodOptions: true,
      });
      const proposed = quote!.proposedPayMethod ?? results.proposedPayMethod ?? 'monthlyDirectDebit';
      useResultsStore
        .getState()
        .setResults(quote!.switchId, results, initialFilters(results.resultsInDetail, proposed));
      return results;
    },
    {
      fullPageLoader: true,
      failedKey: 'results.loadFailed',
      initial: () => {
        const s = useResultsStore.getState();
        return quote && canKeepResults(s, quote.switchId) ? s.results! : undefined;
      },
    },
  );
}

/**
 * The current tariff, loaded by its Personal Projection from the first unfiltered result
 * (spec section 4, flow 5; `ppp` with `onCurrentTariff`), once per quote: the projection is kept with
 * the quote's results.
 */
export function useCurrentTariff(quote: QuoteRef | null, first: ResultRow | undefined) {
  return useApiCall(
    quote && first ? `${quote.switchId}|${first.tariffId}` : null,
    async () => {
      const projection = await fetchProjections(apiClient(), {
        switchId: quote!.switchId,
        ...(quote!.switchType ? { switchType: quote!.switchType } : {}),
        tariffId: first!.tariffId,
        onCurrentTariff: true,
      });
      useResultsStore.getState().setCurrent(quote!.switchId, projection);
      return projection;
    },
    {
      failedKey: 'results.currentFailed',
      // Kept with the results (a reload, Back), or given by the server with its rendering of the page.
      initial: () => {
        const kept = useResultsStore.getState().current;
        return kept && kept.switchId === quote!.switchId ? kept.projection : undefined;
      },
    },
  );
}

/** The first result before filters, for {@link useCurrentTariff}. */
export function useFirstUnfiltered(): ResultRow | undefined {
  const rows = useResultsStore((s) => s.results?.resultsInDetail);
  return useMemo(() => (rows ? firstUnfiltered(rows) : undefined), [rows]);
}

/** More Info and Switch Now wired to the API client, the stores and the router, with the state they show. */
export function useResultActions(quote: QuoteRef | null) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | undefined>();
  const [error, setError] = useState<{ key: string; message: string } | undefined>();
  const deps = (): ResultActionDeps => ({
    api: apiClient(),
    quote: quote!,
    select: (s) => useResultsStore.getState().select(s),
    setSwitchKey: (c) => useSwitchKeyStore.getState().setChosen(c),
    markAlreadySwitched: () => useSwitchOutcomeStore.getState().setAlreadySwitched(true),
    navigate: (path) => void navigate(path),
    startLoader,
    stopLoader,
  });
  const keyOf = (s: Selection) => `${s.tariffId}-${s.payMethod}`;
  return {
    busy,
    error,
    moreInfo: (selection: Selection) => openDetails(selection, deps()),
    switchNow: async (selection: Selection) => {
      if (!quote) return;
      const key = keyOf(selection);
      setError(undefined);
      setBusy(key);
      const outcome = await switchNow(selection, deps());
      setBusy(undefined);
      if (outcome.kind === 'failed') setError({ key, message: outcome.message });
    },
  };
}

/** A result row's choice for More Info and Switch Now. */
export const selectionOf = (row: ResultRow): Selection => ({
  tariffId: row.tariffId,
  payMethod: row.payMethod,
  switchOption: row.switchOption,
});
