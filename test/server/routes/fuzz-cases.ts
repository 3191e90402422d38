import fc from 'fast-check';

/**
 * Generated invalid requests for the API fuzz (fuzz.test.ts). Each case takes a route's
 * well-formed sample (catalogue.ts) and breaks one thing at one place its schema declares: a NUL
 * byte or an unpaired surrogate in text, an oversize string, a wrong JSON type (deep nesting
 * included), a number beyond its bounds, a value outside its list, a missing required field. Such a
 * request must get a 400 naming that field. Benign changes (an unknown field holding bad bytes or a
 * deep nest, a raw invalid UTF-8 escape in a query) may get any answer except a 5xx.
 */

type Schema = Record<string, unknown>;
/** A part of the request that carries input. */
export type Part = 'body' | 'querystring' | 'params';

/** A route with its sample input and schemas, ready to fuzz. */
export interface FuzzRoute {
  method: 'GET' | 'POST';
  /** Path as registered (relative to `base`), for reports. */
  path: string;
  /** Where the path is mounted: the API base (`/api`) or the root (''). */
  base: string;
  /** Concrete URL (parameters filled in, relative to `base`). */
  url: string;
  sample: Partial<Record<Part, unknown>>;
  schemas: Partial<Record<Part, Schema>>;
  /** A browser page whose "not found" is HTML for the householder (the sandbox checkout). */
  page?: boolean;
}

/** One generated request. */
export interface FuzzCase {
  route: FuzzRoute;
  /** What was broken where, for a failure report. */
  label: string;
  /** Query string (already encoded, without `?`). */
  query: string;
  /** Concrete URL path, relative to the route's base. */
  url: string;
  /** JSON text of the body, if any. */
  body?: string;
  /** The field a 400 must name, or null for a benign change. */
  expectField: string | null;
}

/** Stands for a deeply nested value in a body until the JSON text is made. */
const DEEP_ARRAY = '\u0001deep-array\u0001';
const DEEP_OBJECT = '\u0001deep-object\u0001';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const typesOf = (s: Schema): string[] => (s.type === undefined ? [] : [s.type as string | string[]].flat());

/** True when `schema`'s `type` admits `value` (a schema without a type admits anything). */
function admits(schema: Schema, value: unknown): boolean {
  const types = typesOf(schema);
  if (!types.length) return true;
  if (value === DEEP_ARRAY) return types.includes('array');
  if (value === DEEP_OBJECT) return types.includes('object');
  const t =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : typeof value === 'number' && Number.isInteger(value)
          ? 'integer'
          : typeof value;
  return types.includes(t) || (t === 'integer' && types.includes('number'));
}

/** A place a value can go: its part, path and schema, whether required, whether in the sample. */
interface Slot {
  part: Part;
  path: string[];
  schema: Schema;
  required: boolean;
  present: boolean;
  value: unknown;
}

/** Every place `schema` declares under `value`, to four levels. */
function slotsOf(part: Part, schema: Schema, value: unknown, path: string[] = [], depth = 0): Slot[] {
  const out: Slot[] = [];
  const object = isObject(schema.then) && isObject(value) ? (schema.then as Schema) : schema;
  if (depth > 4) return out;
  if (isObject(object.properties)) {
    const required = (object.required as string[] | undefined) ?? [];
    for (const [name, sub] of Object.entries(object.properties as Record<string, Schema>)) {
      const present = isObject(value) && name in value;
      const child = present ? (value as Record<string, unknown>)[name] : undefined;
      const slot = {
        part,
        path: [...path, name],
        schema: sub,
        required: required.includes(name),
        present,
        value: child,
      };
      out.push(slot, ...(present ? slotsOf(part, sub, child, slot.path, depth + 1) : []));
    }
  }
  if (isObject(object.items)) {
    const present = Array.isArray(value) && value.length > 0;
    const child = present ? (value as unknown[])[0] : undefined;
    const slot = {
      part,
      path: [...path, '0'],
      schema: object.items as Schema,
      required: false,
      present,
      value: child,
    };
    out.push(slot, ...(present ? slotsOf(part, slot.schema, child, slot.path, depth + 1) : []));
  }
  return out;
}

/** A copy of `root` with `value` at `path` (parents created as needed), or removed when `remove`. */
function setAt(root: unknown, path: string[], value: unknown, remove = false): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(root)
    ? [...root]
    : isObject(root)
      ? { ...root }
      : /^\d+$/.test(head)
        ? []
        : {};
  const c = copy as Record<string, unknown>;
  if (remove && !rest.length) delete c[head];
  else c[head] = setAt(c[head], rest, value, remove);
  return copy;
}

/** JSON text with the deep-nesting stand-ins replaced by `depth` levels of arrays or objects. */
function bodyText(body: unknown, depth: number): string {
  return JSON.stringify(body)
    .split(JSON.stringify(DEEP_ARRAY))
    .join(`${'['.repeat(depth)}1${']'.repeat(depth)}`)
    .split(JSON.stringify(DEEP_OBJECT))
    .join(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

/** Encodes query input: arrays repeat the key; values are encoded unless marked raw. */
function queryText(query: unknown, raw: Record<string, string> = {}): string {
  const parts: string[] = [];
  if (isObject(query))
    for (const [k, v] of Object.entries(query))
      for (const one of [v].flat())
        if (one !== undefined) parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(one))}`);
  for (const [k, v] of Object.entries(raw)) parts.push(`${encodeURIComponent(k)}=${v}`);
  return parts.join('&');
}

/** Text with `bad` put in at a position drawn by fast-check (the rest is printable ASCII). */
const withBad = (bad: string) =>
  fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 })).map(([a, b]) => `${a}${bad}${b}`);

/** A value of the wrong JSON type for `schema`, drawn from every kind. */
const wrongTypes = (schema: Schema) =>
  ['text', 42, 1.5, true, null, {}, [], [1, 2], DEEP_ARRAY, DEEP_OBJECT].filter((v) => !admits(schema, v));

/** One route's generators of broken requests. */
export function casesFor(route: FuzzRoute): fc.Arbitrary<FuzzCase>[] {
  const gens: fc.Arbitrary<FuzzCase>[] = [];
  const make = (
    label: string,
    part: Part,
    next: unknown,
    expectField: string | null,
    extra: { depth?: number; raw?: Record<string, string>; url?: string } = {},
  ): FuzzCase => {
    const inputs = { ...route.sample, [part]: next };
    return {
      route,
      label,
      url: extra.url ?? route.url,
      query: queryText(inputs.querystring, extra.raw),
      body: inputs.body === undefined ? undefined : bodyText(inputs.body, extra.depth ?? 10),
      expectField,
    };
  };
  const depth = fc.oneof(fc.integer({ min: 2, max: 200 }), fc.integer({ min: 1000, max: 20000 }));

  for (const [part, schema] of Object.entries(route.schemas) as [Part, Schema][]) {
    const sample = route.sample[part];
    if (part === 'params') {
      // Each path parameter, broken in the URL itself (already URL-encoded, the rest as sampled).
      for (const slot of slotsOf(part, schema, sample)) {
        const name = slot.path[0];
        for (const [bad, named] of badParams(slot.schema))
          gens.push(
            fc.constant(
              make(`params ${name}=${bad}`, part, sample, named ? name : null, {
                url: urlWith(route, name, bad),
              }),
            ),
          );
      }
      continue;
    }
    for (const slot of slotsOf(part, schema, sample)) {
      const field = slot.path.join('.');
      const s = slot.schema;
      const put = (label: string, value: unknown, expect: string | null = field) =>
        make(
          `${part} ${field}: ${label}`,
          part,
          setAt(sample, slot.path, value, value === undefined),
          expect,
        );
      const types = typesOf(s);
      const textual = types.includes('string') || (!types.length && s.maxLength !== undefined);
      const numeric = types.includes('number') || types.includes('integer');
      if (part === 'querystring') {
        // Query values are text on the wire: bad bytes, bad numbers and repeated keys.
        gens.push(withBad('\u0000').map((v) => put('NUL byte', v)));
        gens.push(
          fc.constant(
            make(
              `${part} ${field}: raw invalid UTF-8`,
              part,
              setAt(sample, slot.path, undefined, true),
              null,
              {
                raw: { [field]: '%ED%A0%80' },
              },
            ),
          ),
        );
        if (numeric)
          gens.push(
            fc.constantFrom('abc', '1e400', '9'.repeat(40), '--1').map((v) => put(`not a number ${v}`, v)),
          );
        if (textual && !s.enum) gens.push(fc.constant(put('repeated key', ['a', 'b'])));
        if (textual && typeof s.maxLength === 'number')
          gens.push(
            fc
              .integer({ min: 1, max: 200 })
              .map((n) => put('oversize', 'a'.repeat((s.maxLength as number) + n))),
          );
        if (Array.isArray(s.enum))
          gens.push(fc.string({ minLength: 1, maxLength: 8 }).map((v) => put('not listed', `zz${v}`)));
        if (slot.required && slot.present) gens.push(fc.constant(put('missing', undefined)));
        continue;
      }
      if (textual) {
        gens.push(withBad('\u0000').map((v) => put('NUL byte', v)));
        gens.push(
          fc
            .constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF')
            .chain((c) => withBad(c).map((v) => put('unpaired surrogate', v))),
        );
        if (typeof s.maxLength === 'number')
          gens.push(
            fc
              .integer({ min: 1, max: 300 })
              .map((n) => put('oversize', 'a'.repeat((s.maxLength as number) + n))),
          );
      }
      if (types.length) {
        const wrong = wrongTypes(s);
        if (wrong.length)
          gens.push(
            fc.tuple(fc.constantFrom(...wrong), depth).map(([v, d]) => ({
              ...make(
                `${part} ${field}: wrong type ${typeof v === 'string' ? v.split('\u0001').join('') : JSON.stringify(v)}`,
                part,
                setAt(sample, slot.path, v),
                field,
                { depth: d },
              ),
            })),
          );
      }
      if (numeric && (s.maximum !== undefined || s.exclusiveMaximum !== undefined))
        gens.push(
          fc
            .oneof(
              fc.constantFrom(1e308, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, 1e21),
              fc.double({ min: 1e12, max: 1e300, noNaN: true }),
            )
            .map((v) => put(`huge ${v}`, v)),
        );
      if (numeric && (s.minimum !== undefined || s.exclusiveMinimum !== undefined))
        gens.push(fc.constantFrom(-1e308, -(2 ** 63), -1e15).map((v) => put(`huge negative ${v}`, v)));
      if (types.includes('integer') && !types.includes('number'))
        gens.push(
          fc
            .double({ min: 1.01, max: 99.99, noNaN: true })
            .filter((v) => !Number.isInteger(v))
            .map((v) => put(`fraction ${v}`, v)),
        );
      if (Array.isArray(s.enum))
        gens.push(fc.string({ minLength: 1, maxLength: 8 }).map((v) => put('not listed', `zz${v}`)));
      if (slot.required && slot.present) gens.push(fc.constant(put('missing', undefined)));
    }
    if (part === 'body') {
      // Unknown fields are dropped whatever they hold; a body of the wrong shape is named as the body.
      const extra = fc.constantFrom<unknown>('\u0000', 'a\uD800b', 1e308, DEEP_ARRAY, DEEP_OBJECT, {
        x: '\u0000',
      });
      if (isObject(sample))
        gens.push(
          fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), extra, depth).map(([k, v, d]) =>
            make(`body: unknown field ${JSON.stringify(k)}`, part, { ...sample, [`x${k}`]: v }, null, {
              depth: d,
            }),
          ),
        );
      if (typesOf(schema).length) {
        const wrong = wrongTypes(schema);
        gens.push(
          fc
            .tuple(fc.constantFrom(...wrong), depth)
            .map(([v, d]) => make('body: wrong type', part, v, 'body', { depth: d })),
        );
      } else {
        gens.push(
          fc
            .tuple(fc.constantFrom<unknown>('text', [], DEEP_ARRAY, DEEP_OBJECT), depth)
            .map(([v, d]) => make('body: odd shape', part, v, null, { depth: d })),
        );
      }
    }
    if (part === 'querystring') gens.push(unknownQueryKey(make, sample));
  }
  // Input a route does not take: dropped or ignored whatever it holds, never a 5xx.
  if (!route.schemas.querystring) gens.push(unknownQueryKey(make, undefined));
  if (route.method === 'POST' && !route.schemas.body)
    gens.push(
      fc
        .tuple(fc.constantFrom<unknown>({ x: '\u0000' }, 'a\uD800b', 1e308, DEEP_ARRAY, DEEP_OBJECT), depth)
        .map(([v, d]) => make('body: not taken', 'body', v, null, { depth: d })),
    );
  return gens;
}

type Make = (
  label: string,
  part: Part,
  next: unknown,
  expectField: string | null,
  extra?: { depth?: number; raw?: Record<string, string>; url?: string },
) => FuzzCase;

/** A query key the route does not declare, holding a raw NUL and invalid UTF-8. */
const unknownQueryKey = (make: Make, sample: unknown) =>
  fc.string({ minLength: 1, maxLength: 10 }).map((k) =>
    make(`query: unknown key ${JSON.stringify(k)}`, 'querystring', sample, null, {
      raw: { [`x${k}`]: '%00%ED%A0%80' },
    }),
  );

/**
 * Broken values (URL-encoded) for one path parameter, each with whether a 400 must name the
 * parameter: a NUL, text where a number goes, a number beyond its bounds, an oversize value, one
 * outside its pattern. Invalid UTF-8 (`%ED%A0%80`) may get any answer but a 5xx.
 */
function badParams(s: Schema): [string, boolean][] {
  const out: [string, boolean][] = [
    ['%00', true],
    ['%ED%A0%80', false],
  ];
  const types = typesOf(s);
  if (types.includes('integer') || types.includes('number')) {
    out.push(['x', true], ['9'.repeat(30), true]);
    if (!types.includes('number')) out.push(['1.5', true]);
    if (typeof s.minimum === 'number' && s.minimum > 0) out.push(['0', true]);
  }
  if (typeof s.maxLength === 'number') out.push(['a'.repeat(s.maxLength + 1), true]);
  if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test('zz!')) out.push(['zz!', true]);
  return out;
}

/** The route's URL with parameter `name` set to `raw` (already encoded) and the others as sampled. */
function urlWith(route: FuzzRoute, name: string, raw: string): string {
  const params = (route.sample.params ?? {}) as Record<string, unknown>;
  return route.path.replace(/:(\w+)/g, (_, n: string) =>
    n === name ? raw : encodeURIComponent(String(params[n])),
  );
}
