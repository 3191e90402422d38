/** Meta-schema builder (being filled in). */
export function buildJourneyMetaSchema(): Record<string, unknown> {
  return {};
}
