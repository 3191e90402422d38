// Types of `engine/generated/validators.js` for a fresh checkout, where `npm run journey:compile` has not
// written the module (and its own .d.ts) yet: type-checking runs before the compile step.
declare module '*/generated/validators.js' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  export const validators: ValidatorFunctions;
  export const schemaSources: Record<string, string>;
  export default validators;
}
