/**
 * Errors the engine throws. Every error about a journey names the file and the JSON path (a JSON
 * Pointer) of the offending value, so staff can find it: `quote/supplier.json: /fields/x/visibleWhen: ...`.
 */

/** A fault in a journey file, located by file and JSON Pointer. */
export class JourneyError extends Error {
  override readonly name: string = 'JourneyError';
  constructor(
    readonly file: string,
    readonly path: string,
    readonly detail: string,
  ) {
    super(`${file}: ${path || '/'}: ${detail}`);
  }
}

/** Several faults found at once (the loader reports them all, not just the first). */
export class JourneyLoadError extends Error {
  override readonly name = 'JourneyLoadError';
  constructor(readonly faults: readonly JourneyError[]) {
    super(faults.map((fault) => fault.message).join('\n'));
  }
}

/** A rule failed while evaluating (for example it read an undeclared variable through a computed name). */
export class RuleEvaluationError extends JourneyError {
  override readonly name = 'RuleEvaluationError';
}

/** Append one segment to a JSON Pointer, escaping `~` and `/` as RFC 6901 says. */
export function pointer(base: string, segment: string | number): string {
  return `${base}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
