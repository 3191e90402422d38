/**
 * Form validators from the precompiled modules (`npm run journey:compile` writes one per journey file). The
 * binding imports none of them itself: each page hands `JourneyProvider` the validators of the journey files
 * it shows, so a page's bundle holds only those. `createPrecompiledValidator` is imported from its own file,
 * not the package index, so Ajv's compiler (which uses `new Function`) never reaches the bundle.
 */
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { hashForSchema } from '@rjsf/utils';

/** The precompiled functions, keyed by RJSF schema hash. */
export type { ValidatorFunctions };

/**
 * One map of the validator functions of several journey files' modules, e.g. what
 * `import.meta.glob('/engine/generated/validators/journey/quote/*.js', { eager: true, import: 'validators' })`
 * returns for a page's journey folder.
 */
export function mergeValidators(modules: Readonly<Record<string, ValidatorFunctions>>): ValidatorFunctions {
  return Object.assign({}, ...Object.values(modules)) as ValidatorFunctions;
}

const cache = new WeakMap<ValidatorFunctions, WeakMap<object, ValidatorType>>();

/**
 * The RJSF validator for one card schema, cached per schema object. Throws a message that says what to run
 * when the schema was not precompiled (a journey file added or edited after the last compile).
 */
export function validatorFor(
  schema: RJSFSchema,
  functions: ValidatorFunctions,
  source = 'card',
): ValidatorType {
  let perMap = cache.get(functions);
  if (!perMap) cache.set(functions, (perMap = new WeakMap()));
  let validator = perMap.get(schema);
  if (!validator) {
    const hash = hashForSchema(schema);
    if (!functions[hash]) {
      throw new Error(
        `No precompiled validator for the schema of ${source} (hash ${hash}): run "npm run journey:compile".`,
      );
    }
    validator = createPrecompiledValidator(functions, schema) as ValidatorType;
    memoiseLookups(validator);
    perMap.set(schema, validator);
  }
  return validator;
}

/**
 * The precompiled validator finds a sub-schema's function by hashing the sub-schema (a sorted JSON
 * stringify) on every call, and RJSF asks on every render (each `oneOf` field's option). Schemas are never
 * mutated, so the function found for a schema object is remembered.
 */
function memoiseLookups(validator: ValidatorType): void {
  const target = validator as unknown as { getValidator?: (schema: RJSFSchema) => unknown };
  const lookup = target.getValidator;
  if (typeof lookup !== 'function') return;
  const found = new WeakMap<object, unknown>();
  target.getValidator = function getValidator(schema: RJSFSchema) {
    let fn = found.get(schema);
    if (fn === undefined) {
      fn = lookup.call(this, schema);
      found.set(schema, fn);
    }
    return fn;
  };
}
