import { Ajv, type ErrorObject } from 'ajv';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';

/**
 * Request validation policy. Bodies are validated strictly (no type coercion: a number where a
 * string is expected is a 400, not a silent conversion). Query strings and path parameters arrive
 * as text, so they are coerced to the declared type. Unknown properties are removed, not rejected,
 * so an older app keeps working against a newer API.
 */
export function installValidators(app: FastifyInstance): void {
  const common = { allErrors: false, removeAdditional: true as const, useDefaults: true, strict: false };
  const strict = new Ajv({ ...common, coerceTypes: false });
  const coercing = new Ajv({ ...common, coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema),
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
