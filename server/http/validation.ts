import { Ajv, type ErrorObject, type SchemaValidateFunction } from 'ajv';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { SAFE_TEXT_KEYWORD, unsafeTextProblem, withSafeText } from '../../contract/api/text.js';

/** Adds the text rule's keyword (contract/api/text.ts) to an Ajv instance. */
function addTextRule(ajv: Ajv): Ajv {
  const validate: SchemaValidateFunction = (enabled: boolean, data: string) => {
    const problem = enabled ? unsafeTextProblem(data) : null;
    validate.errors = problem ? [{ keyword: SAFE_TEXT_KEYWORD, message: problem, params: {} }] : undefined;
    return problem === null;
  };
  ajv.addKeyword({
    keyword: SAFE_TEXT_KEYWORD,
    type: 'string',
    schemaType: 'boolean',
    errors: true,
    validate,
  });
  return ajv;
}

/**
 * Request validation policy, for every route (API, token, sandbox and pixel alike):
 * - every string follows the text rule (no NUL, no unpaired surrogate), added to each schema here,
 *   so no route can leave it out;
 * - bodies are validated strictly (no type coercion: a number where a string is expected is a 400,
 *   not a silent conversion); query strings and path parameters arrive as text, so they are coerced;
 * - properties a schema does not declare are removed, not rejected, so an older app keeps working
 *   against a newer API and nothing undeclared is ever stored.
 */
export function installValidators(app: FastifyInstance): void {
  const common = { allErrors: false, removeAdditional: 'all' as const, useDefaults: true, strict: false };
  const strict = addTextRule(new Ajv({ ...common, coerceTypes: false }));
  const coercing = addTextRule(new Ajv({ ...common, coerceTypes: 'array' }));
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(withSafeText(schema)),
  );
}

/** One field-level problem in a 400 reply. */
export interface FieldProblem {
  /** Dotted path of the field, e.g. `switchPlan.gas.tariffId`, or the request part for whole-part problems. */
  field: string;
  /** What is wrong, in plain words. */
  message: string;
}

/** Turns an Ajv error into a field name and a sentence that names it. */
export function describeAjvError(part: string, e: ErrorObject | FastifySchemaValidationError): FieldProblem {
  const path = (e.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = (e.params ?? {}) as Record<string, unknown>;
  if (e.keyword === 'required' && typeof params.missingProperty === 'string')
    path.push(params.missingProperty);
  const field = path.length ? path.join('.') : part;
  const what =
    e.keyword === 'required'
      ? 'is required'
      : e.keyword === 'maxLength'
        ? `must be at most ${params.limit} characters`
        : e.keyword === 'minLength'
          ? `must be at least ${params.limit} characters`
          : e.keyword === 'type'
            ? `must be of type ${params.type}`
            : e.keyword === 'enum'
              ? `must be one of ${(params.allowedValues as unknown[]).join(', ')}`
              : (e.message ?? 'is invalid');
  return { field, message: `${field} ${what}` };
}
