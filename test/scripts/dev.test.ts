import { describe, expect, it } from 'vitest';
import { devOptions, readyLines } from '../../scripts/dev.js';

describe('npm run dev', () => {
  it('takes the port from --port, -p, --port= or DEV_PORT, else 5173', () => {
    expect(devOptions([], {}).port).toBe(5173);
    expect(devOptions(['--port', '3000'], {}).port).toBe(3000);
    expect(devOptions(['-p', '3001'], {}).port).toBe(3001);
    expect(devOptions(['--port=3002'], { DEV_PORT: '4000' }).port).toBe(3002);
    expect(devOptions([], { DEV_PORT: '4000', DEV_API_PORT: '9090' })).toEqual({
      port: 4000,
      apiPort: '9090',
    });
  });

  it('refuses something that is not a port', () => {
    expect(() => devOptions(['--port', 'abc'], {})).toThrow('"abc" is not a port');
  });

  it("prints the app's URL and the staff preview's", () => {
    expect(readyLines('http://127.0.0.1:3000/')).toEqual([
      'App: http://127.0.0.1:3000/',
      'Staff preview: http://127.0.0.1:3000/staff/preview',
    ]);
  });
});
