import { describe, expect, it } from 'vitest';
import defaults from '../../../journey/settings.json';
import {
  injectSettingsMeta,
  readSettingsMeta,
  resolveSettings,
  settingEnvName,
  SettingsError,
  type Settings,
} from '../../../contract/settings';
import { getContrastRatio as contrastRatio } from '@mui/material/styles';

const base: Settings = defaults;

describe('settingEnvName', () => {
  it('turns a camelCase key into SETTING_UPPER_SNAKE', () => {
    expect(settingEnvName('callCentrePhone')).toBe('SETTING_CALL_CENTRE_PHONE');
    expect(settingEnvName('loaderDelayMs')).toBe('SETTING_LOADER_DELAY_MS');
    expect(settingEnvName('isHappyToBeAutoSwitched')).toBe('SETTING_IS_HAPPY_TO_BE_AUTO_SWITCHED');
  });
});

describe('resolveSettings', () => {
  it('returns the defaults when no variable is set', () => {
    expect(resolveSettings(base, {})).toEqual(base);
  });

  it('overrides strings, numbers and booleans with typed values', () => {
    const s = resolveSettings(base, {
      SETTING_CALL_CENTRE_PHONE: '0300 999 0000',
      SETTING_LOADER_DELAY_MS: '500',
      SETTING_CARBON_OFFSET: 'false',
      SETTING_USE_GB_ADDRESS_DATA: 'no',
      SETTING_WHITE_LABEL: 'TRUE',
    });
    expect(s.callCentrePhone).toBe('0300 999 0000');
    expect(s.loaderDelayMs).toBe(500);
    expect(s.carbonOffset).toBe(false);
    expect(s.useGbAddressData).toBe(false);
    expect(s.whiteLabel).toBe(true);
  });

  it('ignores unrelated and unknown variables', () => {
    expect(resolveSettings(base, { PATH: '/bin', SETTING_NOT_A_SETTING: 'x', PHONE: '1' })).toEqual(base);
  });

  it('fails loudly, naming every bad variable', () => {
    let error: unknown;
    try {
      resolveSettings(base, { SETTING_LOADER_DELAY_MS: 'soon', SETTING_CARBON_OFFSET: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SettingsError);
    const problems = (error as SettingsError).problems;
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/SETTING_LOADER_DELAY_MS must be a number, got "soon"/);
    expect(problems.join('\n')).toMatch(/SETTING_CARBON_OFFSET must be true or false, got "maybe"/);
  });

  it('an empty number is an error, not zero', () => {
    expect(() => resolveSettings(base, { SETTING_TOKEN_REFRESH_MS: '' })).toThrow(/SETTING_TOKEN_REFRESH_MS/);
  });
});

describe('settings meta tag', () => {
  const page = '<html><head><title>x</title></head><body></body></html>';

  it('writes settings into the head and reads them back unchanged, even with markup in values', () => {
    const tricky = { ...base, brandName: `"Quotes" & <script>alert('x')</script>` };
    const html = injectSettingsMeta(page, tricky);
    expect(html).not.toContain('<script>');
    expect(readSettingsMeta(html)).toEqual(tricky);
  });

  it('replaces an existing tag rather than adding a second one', () => {
    const once = injectSettingsMeta(page, base);
    const twice = injectSettingsMeta(once, { ...base, brandName: 'Other' });
    expect(twice.match(/name="app-settings"/g)).toHaveLength(1);
    expect(readSettingsMeta(twice)?.brandName).toBe('Other');
  });
});

describe('default settings', () => {
  it('theme colours reach WCAG AA contrast (4.5:1) with white text', () => {
    expect(contrastRatio(base.primaryColour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(base.secondaryColour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('use the spec constants: 2000 ms loader delay, 10 s token refresh, API under /api', () => {
    expect(base.loaderDelayMs).toBe(2000);
    expect(base.tokenRefreshMs).toBe(10_000);
    expect(base.apiBase).toBe('/api');
  });
});
