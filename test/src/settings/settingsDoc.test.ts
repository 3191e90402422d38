import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import defaults from '../../../journey/settings.json';
import { settingEnvName } from '../../../contract/settings';

describe('docs/settings.md', () => {
  const doc = readFileSync(new URL('../../../docs/settings.md', import.meta.url), 'utf8');
  it.each(Object.keys(defaults))('documents %s with its environment variable', (key) => {
    const row = doc.split('\n').find((line) => new RegExp(`^\\|\\s*\`${key}\`\\s*\\|`).test(line));
    expect(row, `no table row for ${key}`).toBeDefined();
    expect(row).toContain(`\`${settingEnvName(key)}\``);
  });
});
