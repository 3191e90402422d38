export {};
/**
 * `npm run bench`: prints every performance figure the issues set a target for. Figures are
 * measured on this machine and printed; nothing here asserts a time (tests never do).
 */
const sections: [string, string, string][] = [
  ['Journey rules (engine/core)', './rules.js', 'benchRules'],
  ['Keystroke to next frame (Chromium, 4x CPU slowdown)', './keystroke.js', 'benchKeystroke'],
  ['Reference API (autocannon, 50 connections)', './server.js', 'benchServer'],
  ['Durability (kill -9 during concurrent completions)', './durability.js', 'benchDurability'],
];

const only = process.argv[2];
for (const [title, file, fn] of sections) {
  if (only && !title.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n## ${title}`);
  try {
    const mod = (await import(file)) as Record<string, () => Promise<string[]>>;
    for (const line of await mod[fn]()) console.log(`  ${line}`);
  } catch (err) {
    console.log(`  could not run: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}
