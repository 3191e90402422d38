// `virtual:precomposed-journey/<folder>`: the journey files of `journey/<folder>/` with their cards
// composed at build time (scripts/vite/precomposedJourney.ts), keyed as the loader expects.
declare module 'virtual:precomposed-journey/*' {
  const files: Readonly<Record<string, unknown>>;
  export default files;
}
