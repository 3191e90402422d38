import { HttpError } from '../http/errors.js';
import type { SwitchRecord } from './store.js';

/**
 * Failure on purpose, chosen by data (docs/api.md "Sandbox behaviours"): a customer whose email address
 * is `fail-<step>@sandbox.invalid` has the supplier refuse that step of the sign-up with a 500, so the
 * page's alert for each step can be seen and tested end to end against the real server. `.invalid` is
 * a reserved top-level domain (RFC 2606): no real customer has such an address, and nothing here
 * depends on how the server was started.
 */
const SANDBOX_FAILURE_DOMAIN = 'sandbox.invalid';

/** The steps that can be made to fail, as the email's local part names them (`fail-<step>`). */
export type SandboxFailureStep = 'personal' | 'address' | 'terms' | 'verify' | 'bank' | 'complete';

/**
 * The email address that makes `step` fail.
 * @internal Exported for its unit test.
 */
export function sandboxFailureEmail(step: SandboxFailureStep): string {
  return `fail-${step}@${SANDBOX_FAILURE_DOMAIN}`;
}

/** Throws the supplier's refusal (500) when `email` asks for `step` to fail. */
export function failOnPurpose(step: SandboxFailureStep, email: unknown): void {
  if (typeof email !== 'string' || email.trim().toLowerCase() !== sandboxFailureEmail(step)) return;
  throw new HttpError(500, `The supplier could not accept this step (sandbox: ${step} fails on purpose).`);
}

/** {@link failOnPurpose} with the email of the sign-up's stored customer section. */
export function failOnPurposeFor(step: SandboxFailureStep, s: SwitchRecord): void {
  failOnPurpose(step, s.personal?.emailAddress);
}
