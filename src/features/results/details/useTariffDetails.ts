import { useLocation } from 'react-router-dom';
import type { PayMethodName } from '../../../../contract/api/common';
import { detailsPayMethodOf } from '../../../../contract/pageData';
import { apiClient } from '../../../api/client';
import { fetchProjections, fetchTariffLabels } from '../../../api/endpoints/results';
import { fetchTariffInfo } from '../../../api/endpoints/tariffInfo';
import type { QuoteRef } from '../quoteRef';
import { usePageAnswersStore } from '../../../stores/pageAnswers';
import { useResultsStore, type Selection } from '../../../stores/results';
import { useApiCall } from '../useApiCall';

/** A tariff id from the route: a positive whole number, else null (nothing to ask the server). */
export function parseTariffId(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2147483647 ? id : null;
}

/**
 * The payment method the details are priced for: the one the address names (More Info puts it there),
 * else the one More Info stored for this tariff, else the results' current payment filter, else the
 * quote's proposed method.
 */
function detailsPayMethod(
  tariffId: number,
  named: PayMethodName | undefined,
  selection: Selection | null,
  filterPayMethod: PayMethodName | undefined,
  quote: QuoteRef | null,
): PayMethodName {
  if (named) return named;
  if (selection?.tariffId === tariffId) return selection.payMethod;
  return filterPayMethod ?? quote?.proposedPayMethod ?? 'monthlyDirectDebit';
}

/**
 * The three calls of tariff details, each with its own state so one failing does not blank the
 * page: the tariff information, the Personal Projections (ppp) and the Tariff Information Labels (til).
 * An answer the server rendered the page with is not asked again.
 */
export function useTariffDetails(tariffId: number | null, quote: QuoteRef | null) {
  const selection = useResultsStore((s) => s.selection);
  const filterPayMethod = useResultsStore((s) =>
    s.switchId === quote?.switchId ? s.filters?.payMethod : undefined,
  );
  const named = detailsPayMethodOf(useLocation().search);
  const payMethod =
    tariffId !== null ? detailsPayMethod(tariffId, named, selection, filterPayMethod, quote) : undefined;
  const body =
    tariffId !== null && quote
      ? {
          switchId: quote.switchId,
          ...(quote.switchType ? { switchType: quote.switchType } : {}),
          tariffId,
          proposedPayMethod: payMethod,
        }
      : null;
  const key = body ? `${body.switchId}|${tariffId}|${payMethod}` : null;
  // What the server rendered the page with, where it is for this tariff (and quote and payment method).
  const served = usePageAnswersStore((s) => s.details);
  const servedInfo = served?.tariffId === tariffId ? served.info : undefined;
  const servedKey = served ? `${served.switchId}|${served.tariffId}|${served.payMethod}` : null;
  const servedFor = <T>(answer: T | undefined) => (servedKey === key ? answer : undefined);

  const info = useApiCall(
    tariffId === null ? null : String(tariffId),
    () => fetchTariffInfo(apiClient(), tariffId!),
    {
      fullPageLoader: true,
      failedKey: 'details.loadFailed',
      initial: () => servedInfo,
    },
  );
  const ppp = useApiCall(key, () => fetchProjections(apiClient(), body!), {
    fullPageLoader: true,
    failedKey: 'details.projectionFailed',
    initial: () => servedFor(served?.ppp),
  });
  const til = useApiCall(key, () => fetchTariffLabels(apiClient(), body!), {
    failedKey: 'details.labelsFailed',
    initial: () => servedFor(served?.til),
  });
  return { payMethod, info, ppp, til };
}
