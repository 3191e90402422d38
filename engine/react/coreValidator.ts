/**
 * The validator `JourneyCard` gives RJSF: an adapter over the core's own field validator
 * (engine/core/validate-field.ts), in place of Ajv.
 *
 * Why it is enough: a card is validated by the core (its errors are the ones shown; the form runs with
 * `noValidate`), so RJSF never calls `validateFormData`. It still needs `isValid(schema, data)` for one
 * thing: to find which option of a `oneOf`/`anyOf` a value matches, when it computes a card's default
 * form state and its path schema (`getClosestMatchingOption` in @rjsf/utils). The journey meta-schema
 * admits only the keywords the core implements, and only `{ const, title }` as options, so the core
 * answers that question as Ajv would: test/engine/react/coreValidator.test.ts compares the two on
 * every question RJSF asks while rendering every journey card. No Ajv, no generated code, nothing
 * compiled at run time (the CSP has no 'unsafe-eval').
 */
import type { RJSFSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import { FIELD_SCHEMA_KEYWORDS, validateField, type FieldSchema } from '../core/index.js';

/** RJSF's id of the junk option `getClosestMatchingOption` adds to test that a real option matched. */
const JUNK_OPTION_ID = '_$junk_option_schema_id$_';

const known = new Set<string>([...FIELD_SCHEMA_KEYWORDS, '$id']);

/** What in `schema` (at any depth) the core does not implement, or undefined. */
function unknownKeyword(schema: unknown): string | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  for (const [key, value] of Object.entries(schema)) {
    if (!known.has(key)) return `the keyword "${key}"`;
    const inner =
      key === 'items'
        ? unknownKeyword(value)
        : key === 'properties' && value && typeof value === 'object'
          ? Object.values(value).map(unknownKeyword).find(Boolean)
          : key === 'oneOf' || key === 'anyOf'
            ? (value as unknown[]).map(notAChoice).find(Boolean)
            : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** Why `option` is not a labelled choice `{ const, title }` (the only options the core reads), or undefined. */
function notAChoice(option: unknown): string | undefined {
  if (!option || typeof option !== 'object' || !('const' in option)) return 'an option without "const"';
  const other = Object.keys(option).find((key) => key !== 'const' && key !== 'title');
  return other === undefined ? undefined : `the option keyword "${other}"`;
}

/** Whether `data` satisfies `schema`, by the core's field validator. */
function isValid(schema: RJSFSchema, data: unknown): boolean {
  if (schema.$id === JUNK_OPTION_ID) return false;
  const unknown = unknownKeyword(schema);
  // A silent wrong answer would show the wrong option: say what RJSF asked that the core cannot answer.
  if (unknown !== undefined)
    throw new Error(
      `journeyValidator: RJSF asked about a schema with ${unknown}, which the core does not implement`,
    );
  return validateField(schema as FieldSchema, data) === null;
}

function notUsed(what: string): never {
  throw new Error(
    `journeyValidator: RJSF called ${what}, but journey cards are validated by the core (JourneyCard sets noValidate)`,
  );
}

/** The RJSF validator of every journey card (one object: it keeps no state and needs no root schema). */
export const journeyValidator: ValidatorType = {
  isValid: (schema, formData) => isValid(schema, formData),
  validateFormData: (): ValidationData<unknown> => notUsed('validateFormData'),
  rawValidation: () => notUsed('rawValidation'),
};
