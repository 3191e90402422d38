/**
 * The production build gives RJSF a stand-in for its `allOf` merge (vite.config.ts,
 * engine/react/noAllOfMerge.ts), which takes @x0k/json-schema-merge off the first page. That is right
 * only while no schema RJSF renders can hold `allOf`: card and field schemas are closed to it by the
 * journey meta-schema, and the stand-in throws, naming the keyword, if one ever got through.
 */
import { describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import { FIELD_SCHEMA_KEYWORDS } from '../../engine/core/index.js';
import { cardDefinitions } from '../../engine/core/meta-schema-cards.js';
import noAllOfMerge from '../../engine/react/noAllOfMerge.js';
import viteConfig from '../../vite.config.js';

type ConfigFn = (env: { command: 'build' | 'serve'; mode: string; isSsrBuild?: boolean }) => UserConfig;

/** The aliases of the app's build (or of `npm run dev` with `command: 'serve'`). */
function aliases(command: 'build' | 'serve') {
  const config = (viteConfig as unknown as ConfigFn)({ command, mode: 'production', isSsrBuild: false });
  return config.resolve?.alias as { find: RegExp | string; replacement: string }[];
}

/** Where `source` (as @rjsf/utils imports it) resolves in a build's aliases, if anywhere. */
const aliasOf = (command: 'build' | 'serve', source: string) =>
  aliases(command).find((a) => (typeof a.find === 'string' ? a.find === source : a.find.test(source)))
    ?.replacement;

describe("RJSF's allOf merge in the production build", () => {
  it('is the stand-in in the build, and the package in `npm run dev`', () => {
    expect(aliasOf('build', './shallowAllOfMerge.js')).toMatch(/engine\/react\/noAllOfMerge\.ts$/);
    expect(aliasOf('serve', './shallowAllOfMerge.js')).toBeUndefined();
  });

  it('cannot be reached: neither a card schema nor a field schema admits allOf', () => {
    const cardSchema = cardDefinitions(undefined).CardSchema as { properties: Record<string, unknown> };
    expect(Object.keys(cardSchema.properties)).not.toContain('allOf');
    expect(FIELD_SCHEMA_KEYWORDS).not.toContain('allOf');
  });

  it('throws, saying what reached it, should a schema with allOf ever get through', () => {
    expect(() => noAllOfMerge({ type: 'object', allOf: [] })).toThrow(
      'A schema with allOf reached RJSF (keys: type, allOf)',
    );
  });
});
