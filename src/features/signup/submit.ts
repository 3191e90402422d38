/**
 * Completing the switch (spec section 4, Submit flow on personal details): every field is marked
 * touched (a submit attempt) and an invalid form stops at its first failing section; then, with the
 * loader, the action 'Complete & Switch' is traced, customer, address and terms are updated, for a
 * direct debit the bank details are verified and updated, and the switch is completed. Success stores
 * the switched details and uuid and goes to Switch Complete. A failure names its alert (spec section
 * 8), records the page and the error status, and keeps every answer; pressing again redoes the calls
 * (updates overwrite, completion answers the same switch), so a retry completes exactly one switch.
 */
import { isAxiosError, type AxiosInstance } from 'axios';
import type { JourneyController } from '../../../engine/core/index.js';
import { isHandledByErrorPage } from '../../api/client';
import { completeSwitch, updateSection, verifyBank, type SwitchedDto } from '../../api/endpoints/signup';
import type { TrackingAction } from '../../../contract/api/track-records';
import type { MessageKey } from '../../i18n/t';
import { isDirectDebit } from './plan';
import { stateToAddress, stateToBank, stateToPersonal, stateToTerms } from '../../../contract/signup-journey';
import { sectionErrors, sectionsOf, type SectionView, type SummaryError } from './sections';

/** What the submit needs, injected (tests run it against a real server without React). */
export interface SubmitDeps {
  api: AxiosInstance;
  switchKey: string;
  payMethod: string | undefined;
  /** Records a tracking action of the sign-up page (fire and forget). */
  track(details: TrackingAction[]): void;
  startLoader(): void;
  stopLoader(): void;
  /** Stores the switched details and uuid. */
  setSwitched(details: SwitchedDto): void;
  /** Goes to Switch Complete. */
  done(): void;
}

/** Where the submit ended. */
export type SubmitOutcome =
  | { kind: 'done' }
  | { kind: 'invalid'; section: SectionView; errors: SummaryError[] }
  /** `unreachable`: no reply came at all (the server could not be reached), so the answers are not at fault. */
  | { kind: 'failed'; alert: MessageKey; status: number | null; unreachable: boolean }
  /** A 401/500 has taken the householder to the error page. */
  | { kind: 'left' };

/** The alert of each step of the submit (spec section 8). */
const STEP_ALERTS = {
  personal: 'alert.customer',
  address: 'alert.address',
  terms: 'alert.terms',
  verifyBank: 'alert.verifyBank',
  bank: 'alert.bank',
  complete: 'alert.complete',
} as const satisfies Record<string, MessageKey>;

type Step = keyof typeof STEP_ALERTS;

class StepFailure extends Error {
  constructor(
    readonly step: Step,
    readonly cause: unknown,
  ) {
    super(step);
  }
}

async function run<T>(step: Step, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw new StepFailure(step, err);
  }
}

/** Submits the sign-up; see the module comment. */
export async function submitSignUp(controller: JourneyController, deps: SubmitDeps): Promise<SubmitOutcome> {
  controller.submitAttempt();
  await controller.whenIdle();
  const view = controller.getView();
  const sections = sectionsOf(view);
  const failing = sections.find((s) => !s.valid);
  if (failing || !view.valid) {
    const section = failing ?? sections[0]!;
    return { kind: 'invalid', section, errors: sectionErrors(view, section) };
  }
  // One mapping from the journey's answers to the API's bodies, shared with the server's checks.
  const state = controller.getState();
  const { api, switchKey } = deps;
  deps.startLoader();
  deps.track([{ name: 'Action', value: 'Complete & Switch' }]);
  try {
    await run('personal', () => updateSection(api, 'personal', { switchKey, ...stateToPersonal(state) }));
    await run('address', () => updateSection(api, 'address', { switchKey, ...stateToAddress(state) }));
    await run('terms', () => updateSection(api, 'terms', { switchKey, ...stateToTerms(state) }));
    if (isDirectDebit(deps.payMethod)) {
      const bank = { switchKey, ...stateToBank(state) };
      const valid = await run('verifyBank', () =>
        verifyBank(api, { switchKey, sortCode: bank.sortCode, accountNumber: bank.accountNumber }),
      );
      if (!valid) throw new StepFailure('verifyBank', null);
      await run('bank', () => updateSection(api, 'bank', bank));
    }
    const switched = await run('complete', () => completeSwitch(api, switchKey));
    deps.setSwitched(switched);
    deps.done();
    return { kind: 'done' };
  } catch (err) {
    const failure = err instanceof StepFailure ? err : new StepFailure('complete', err);
    if (isHandledByErrorPage(failure.cause)) return { kind: 'left' };
    const status =
      isAxiosError(failure.cause) && failure.cause.response ? failure.cause.response.status : null;
    deps.track([
      { name: 'Action', value: 'Error' },
      { name: 'Error', value: failure.step },
      { name: 'Status', value: String(status ?? 'none') },
    ]);
    const unreachable = isAxiosError(failure.cause) && !failure.cause.response;
    return { kind: 'failed', alert: STEP_ALERTS[failure.step], status, unreachable };
  } finally {
    deps.stopLoader();
  }
}
