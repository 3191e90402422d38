/** Effects (being filled in). */
export function runEffects(): void {
  throw new Error('not implemented yet');
}
