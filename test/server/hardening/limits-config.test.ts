import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.js';
import { clientKey } from '../../../server/http/rate-limit.js';

describe('rate limit settings', () => {
  it('count IPv4 by address and IPv6 by its /64', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:0:12:aaaa::1')).toBe('2001:db8:0:12::/64');
    expect(clientKey('2001:0db8:0000:0012:ffff:0:0:2')).toBe('2001:db8:0:12::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('read TRUST_PROXY, TLS_TERMINATED and the limits from the environment, off by default', () => {
    const base = { DATA_DIR: '/x' };
    const d = readConfig(base);
    expect(d.trustProxy).toBe(false);
    expect(d.tlsTerminated).toBe(false);
    expect(d.rateLimits).toEqual({
      api: 1200,
      anonymous: 300,
      newSession: 60,
      refresh: 60,
      quote: 20,
      quoteAddress: 60,
      lookup: 60,
      existingSwitch: 10,
      payment: 10,
    });
    expect(readConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(readConfig({ ...base, TLS_TERMINATED: 'yes' }).tlsTerminated).toBe(true);
    expect(() => readConfig({ ...base, TLS_TERMINATED: 'maybe' })).toThrow(/TLS_TERMINATED/);
    expect(readConfig({ ...base, RATE_LIMIT_PER_MINUTE: '0' }).rateLimits).toEqual({
      api: 0,
      anonymous: 0,
      newSession: 0,
      refresh: 0,
      quote: 0,
      quoteAddress: 0,
      lookup: 0,
      existingSwitch: 0,
      payment: 0,
    });
    expect(readConfig({ ...base, RATE_LIMIT_QUOTE_PER_MINUTE: '5' }).rateLimits.quote).toBe(5);
    // The per-address limit's earlier name is still read; the new one wins.
    expect(readConfig({ ...base, RATE_LIMIT_TOKEN_PER_MINUTE: '7' }).rateLimits.anonymous).toBe(7);
    expect(
      readConfig({ ...base, RATE_LIMIT_TOKEN_PER_MINUTE: '7', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '9' })
        .rateLimits.anonymous,
    ).toBe(9);
    expect(readConfig(base).redisUrl).toBeUndefined();
    expect(readConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
  });
});
