// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings, readSettings } from '../../../src/settings/readSettings';
import { renderSettingsMeta } from '../../../contract/settings';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('readSettings', () => {
  it('reads the settings the server wrote into the page', () => {
    document.head.innerHTML = renderSettingsMeta({ ...defaultSettings, callCentrePhone: '0300 000 1111' });
    expect(readSettings(document).callCentrePhone).toBe('0300 000 1111');
  });

  it('falls back to the defaults without a tag, or with a broken one', () => {
    expect(readSettings(document)).toEqual(defaultSettings);
    document.head.innerHTML = '<meta name="app-settings" content="{not json">';
    expect(readSettings(document)).toEqual(defaultSettings);
  });

  it('fills keys the page does not carry from the defaults', () => {
    document.head.innerHTML = '<meta name="app-settings" content="{&quot;brandName&quot;:&quot;B&quot;}">';
    const s = readSettings(document);
    expect(s.brandName).toBe('B');
    expect(s.loaderDelayMs).toBe(defaultSettings.loaderDelayMs);
  });
});
