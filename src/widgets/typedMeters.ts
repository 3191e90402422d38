/**
 * Meter numbers typed from a bill when the meter lookup of the chosen address failed: checked here
 * (pure), then applied to the journey as the address's meters.
 */
import { compactMeterNumber, parseMpan } from '../../contract/uk/meters';
import type { MessageKey } from '../i18n/t';

/** Meter numbers as typed (either may be empty). */
export interface TypedMeters {
  mpan: string;
  mprn: string;
}

/** A typed number's problem: the catalogue key and the field it belongs to. */
export interface TypedMeterError {
  field: keyof TypedMeters;
  key: MessageKey;
}

/** The outcome of checking typed meter numbers: the journey patch, or what is wrong. */
export type TypedMetersCheck =
  { ok: true; patch: Record<string, unknown> } | { ok: false; errors: TypedMeterError[] };

/**
 * Checks typed meter numbers: an MPAN must be 21 digits with a valid check digit and a domestic
 * profile (01 or 02); an MPRN 6 to 10 digits; at least one is needed. The patch sets them as the
 * meters of the address, and an 02 (Economy 7) MPAN answers the Economy 7 question.
 */
export function checkTypedMeters(typed: TypedMeters): TypedMetersCheck {
  const mpanText = compactMeterNumber(typed.mpan);
  const mprn = compactMeterNumber(typed.mprn);
  const errors: TypedMeterError[] = [];
  if (!mpanText && !mprn) return { ok: false, errors: [{ field: 'mpan', key: 'validation.required' }] };
  const mpan = mpanText ? parseMpan(mpanText) : null;
  if (mpanText && (!mpan || !mpan.checkDigitValid))
    errors.push({ field: 'mpan', key: 'validation.mpanInvalid' });
  else if (mpan && !mpan.isDomestic) errors.push({ field: 'mpan', key: 'validation.mustBeDomestic' });
  if (mprn && !/^\d{6,10}$/.test(mprn)) errors.push({ field: 'mprn', key: 'validation.invalid' });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    patch: {
      ...(mpan
        ? { 'meter.mpan': mpan.mpan, 'meter.hasElectricity': true, 'meter.elecNonDomestic': false }
        : {}),
      ...(mprn ? { 'meter.mprn': mprn, 'meter.hasGas': true, 'meter.gasNonDomestic': false } : {}),
      ...(mpan?.isEconomy7 ? { isEconomy7: true } : {}),
    },
  };
}
