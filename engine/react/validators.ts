/**
 * Form validators from the precompiled module (`npm run journey:compile` writes it from every journey
 * schema). `createPrecompiledValidator` is imported from its own file, not the package index, so Ajv's
 * compiler (which uses `new Function`) never reaches the bundle.
 */
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { hashForSchema } from '@rjsf/utils';
import generated from '../generated/validators.js';

/** The validator functions of every journey schema, by schema hash. */
export const journeyValidators: ValidatorFunctions = generated;

/** The precompiled functions, keyed by RJSF schema hash. */
export type { ValidatorFunctions };

const cache = new WeakMap<ValidatorFunctions, WeakMap<object, ValidatorType>>();

/**
 * The RJSF validator for one card schema, cached per schema object. Throws a message that says what to run
 * when the schema was not precompiled (a journey file added or edited after the last compile).
 */
export function validatorFor(schema: RJSFSchema, functions: ValidatorFunctions = journeyValidators, source = 'card'): ValidatorType {
  let perMap = cache.get(functions);
  if (!perMap) cache.set(functions, (perMap = new WeakMap()));
  let validator = perMap.get(schema);
  if (!validator) {
    const hash = hashForSchema(schema);
    if (!functions[hash]) {
      throw new Error(`No precompiled validator for the schema of ${source} (hash ${hash}): run "npm run journey:compile".`);
    }
    validator = createPrecompiledValidator(functions, schema) as ValidatorType;
    perMap.set(schema, validator);
  }
  return validator;
}
