/**
 * The journey file format: the JSON shapes product staff write under `journey/`.
 *
 * Four kinds of file exist, told apart by `kind`:
 * - a card (also used for sign-up sections, consent variants and estimate questions), `kind` omitted
 *   or `"card"`; a card may extend other cards (`extends`) and state only its differences;
 * - a flow (`kind: "flow"`): an ordered list of steps, each showing one card or one variant map;
 * - a variant map (`kind: "variantMap"`): picks one card by a value (supplier id -> consent variant);
 * - a conditions file (`kind: "conditions"`): the journey's named conditions, used by name in rules.
 *
 * The shapes are generated (journey-format.ts) from the one description in meta-schema.ts, which also
 * gives `journey/journey.schema.json`; run `npm run journey:schema` after changing it.
 */
import type { CardFile, ConditionsFile, FlowFile, VariantMapFile } from './journey-format.js';

export type * from './journey-format.js';
export type { JsonObject, JsonValue } from './json.js';

/** The journey file format version this engine reads. */
export const JOURNEY_FORMAT_VERSION = 1;

/** Any journey file (after composition: a card's `extends` resolved). */
export type JourneyFile = CardFile | FlowFile | VariantMapFile | ConditionsFile;
