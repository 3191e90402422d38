/**
 * What the production build gives @rjsf/utils in place of its `shallowAllOfMerge` (vite.config.ts):
 * RJSF merges a schema's `allOf` with @x0k/json-schema-merge (about 5 KB gzip of the first page), and
 * no card reaches that path, since the journey meta-schema allows no `allOf` in a card or field schema
 * (engine/core/meta-schema-cards.ts: both are closed; cards compose with `extends`, resolved at build).
 * Should one ever reach RJSF, the render fails saying why rather than showing a card merged wrongly.
 */
export default function noAllOfMerge(schema: unknown): never {
  const keys = schema && typeof schema === 'object' ? Object.keys(schema).join(', ') : typeof schema;
  throw new Error(
    `A schema with allOf reached RJSF (keys: ${keys}): card and field schemas have no allOf; compose with extends`,
  );
}
