/**
 * Submitting the quote form (spec section 4, Flow 1-2): the actions are traced, the quote is created
 * at the endpoint of its type, the switch id is stored, and the app goes to results. A failure keeps
 * every answer and gives the server's message for the red Error alert.
 */
import type { JourneyController } from '../../../engine/core/index.js';
import { apiClient, isAxiosError, isHandledByErrorPage, serverMessage } from '../../api/client';
import { createQuote } from '../../api/endpoints/quote';
import { navigateTo } from '../../api/navigation';
import { trackQuote } from './actions/tracking';
import type { QuoteActionDeps } from './actions/deps';
import { t } from '../../i18n/t';
import { PATHS } from '../../routes/routeTable';
import { getSettings } from '../../settings';
import { startLoader, stopLoader } from '../../stores/appLoader';
import { useQuoteStore } from '../../stores/quote';
import { useSwitchOutcomeStore } from '../../stores/switchOutcome';
import { useQuoteLookups } from '../../stores/quoteLookups';
import { getReferral } from '../../stores/referral';
import type { SwitchType } from '../../../contract/api/common';
import { smartMeterFlags } from './meters';
import { buildQuoteRequest } from './request';

/** The outcome of a submit: done (navigated), invalid (errors now show), or failed with a message. */
export type SubmitOutcome =
  { kind: 'done' } | { kind: 'invalid' } | { kind: 'failed'; message: string } | { kind: 'left' };

/** Submits the form; see the module comment. */
export async function submitQuote(
  controller: JourneyController,
  deps: QuoteActionDeps,
): Promise<SubmitOutcome> {
  controller.submitAttempt();
  await controller.whenIdle();
  const view = controller.getView();
  if (!view.valid) return { kind: 'invalid' };
  const quoteType = view.derived.quoteType as SwitchType;
  const state = controller.getState();
  const meter = (state.meter ?? {}) as { mpan?: string | null; mprn?: string | null };
  const lookups = useQuoteLookups.getState();
  const smart = smartMeterFlags(lookups.meters);
  const { path, body } = buildQuoteRequest({
    quoteType,
    payload: view.payload,
    economy7Applies: view.derived.e7Meter === true,
    meter,
    address: lookups.chosenAddress,
    smart,
    referral: getReferral(),
    isHappyToBeAutoSwitched: getSettings().isHappyToBeAutoSwitched,
  });
  trackQuote(deps, [
    { name: 'Action', value: 'View Your Quotes' },
    { name: 'Quote Type', value: quoteType },
  ]);
  startLoader();
  try {
    const created = await createQuote(apiClient(), path, body);
    useQuoteStore.getState().saveQuote({
      switchId: created.switchId,
      switchType: created.switchType ?? quoteType,
      proposedPayMethod: created.proposedPayMethod ?? body.newTariffPaymentMethod,
      includeAllPayMethodOptions: false,
      ...smart,
    });
    // A new quote has no switch outcome yet (an earlier quote's would send it to Switch Complete).
    useSwitchOutcomeStore.getState().reset();
    navigateTo(PATHS.quoteResults);
    return { kind: 'done' };
  } catch (error) {
    if (isHandledByErrorPage(error)) return { kind: 'left' };
    const message = isAxiosError(error) ? serverMessage(error.response?.data) : undefined;
    return { kind: 'failed', message: message ?? t('quote.createFailed') };
  } finally {
    stopLoader();
  }
}
