/**
 * Meta-schema validation with Ajv, for Node (scripts, tests, the build). Not exported from index.ts:
 * Ajv compiles validators with `new Function`, which the browser's CSP forbids, and the browser does
 * not need it (journey files are checked at build time by `npm run journey:check`).
 */
import { Ajv, type ErrorObject } from 'ajv';
import { pointer } from './errors.js';
import { didYouMean } from './suggest.js';
import type { FileValidator } from './load.js';
import { buildJourneyMetaSchema } from './meta-schema.js';

/** A FileValidator over the meta-schema: faults with the JSON path of the offending value. */
export function createMetaValidator(
  metaSchema: Record<string, unknown> = buildJourneyMetaSchema(),
): FileValidator {
  // verbose: errors carry the offending value and its schema, for a "did you mean".
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
  const validate = ajv.compile(metaSchema);
  return (_path, data) => {
    if (validate(data)) return [];
    return readableErrors(validate.errors ?? []);
  };
}

/**
 * Ajv reports every failed branch of `if`/`anyOf`/`oneOf`; keep the useful ones: drop the branch
 * summaries, and when several errors hit one path keep the most specific (deepest schema path).
 */
function readableErrors(errors: readonly ErrorObject[]): Array<{ path: string; message: string }> {
  const useful = errors.filter((error) => !['if', 'anyOf', 'oneOf'].includes(error.keyword));
  // A type error of one anyOf branch is the least telling; report it only when nothing else hits that path.
  const chosen = [...(useful.length > 0 ? useful : errors)].sort(
    (a, b) => Number(a.keyword === 'type') - Number(b.keyword === 'type'),
  );
  // Prefer errors at the deepest instance paths: they name the value to fix.
  const deepest = new Map<string, ErrorObject>();
  for (const error of chosen) {
    const path =
      error.keyword === 'additionalProperties'
        ? pointer(
            error.instancePath,
            String((error.params as { additionalProperty: string }).additionalProperty),
          )
        : error.keyword === 'required'
          ? pointer(error.instancePath, String((error.params as { missingProperty: string }).missingProperty))
          : error.instancePath;
    if (!deepest.has(path)) deepest.set(path, error);
  }
  const paths = [...deepest.keys()];
  const leaves = paths.filter(
    (path) => !paths.some((other) => other !== path && other.startsWith(`${path}/`)),
  );
  return leaves.map((path) => ({ path, message: describe(deepest.get(path)!) }));
}

function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = (error.params as { additionalProperty: string }).additionalProperty;
      const known = Object.keys(
        (error.parentSchema as { properties?: object } | undefined)?.properties ?? {},
      );
      return `unknown property "${name}"${didYouMean(name, known)}`;
    }
    case 'required':
      return `missing required property "${(error.params as { missingProperty: string }).missingProperty}"`;
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      const hint =
        typeof error.data === 'string'
          ? didYouMean(
              error.data,
              allowed.filter((v): v is string => typeof v === 'string'),
            )
          : '';
      return `must be one of ${JSON.stringify(allowed)}${hint}`;
    }
    case 'const':
      return `must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`;
    case 'propertyNames':
      return `has an invalid property name "${(error.params as { propertyName: string }).propertyName}"`;
    default:
      return error.message ?? error.keyword;
  }
}
