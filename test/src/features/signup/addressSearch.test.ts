import { beforeEach, describe, expect, it } from 'vitest';
import type { AxiosInstance } from 'axios';
import { searchAddresses } from '../../../../src/features/signup/addressSearch';
import { useSignUpLookups } from '../../../../src/stores/signupLookups';

/** An API whose GETs are recorded and answered with one address. */
function recordingApi() {
  const asked: unknown[] = [];
  const api = {
    get: (path: string, config: unknown) => {
      asked.push({ path, config });
      return Promise.resolve({ data: { addresses: [{ text: '1 Old Road', value: '1 Old Road' }] } });
    },
  } as unknown as AxiosInstance;
  return { api, asked };
}

describe('searchAddresses', () => {
  beforeEach(() => useSignUpLookups.getState().reset());

  it('a postcode not of the UK shape is not searched: the list stays idle (no "could not look up")', async () => {
    const { api, asked } = recordingApi();
    await searchAddresses(api, 'signup.previousAddresses', 'LS1', false);
    expect(asked).toEqual([]);
    expect(useSignUpLookups.getState().addresses['signup.previousAddresses'].status).toBe('idle');
  });

  it('a UK postcode, written without its space, is searched', async () => {
    const { api, asked } = recordingApi();
    await searchAddresses(api, 'signup.previousAddresses', 'NR13QU', false);
    expect(asked).toHaveLength(1);
    expect(useSignUpLookups.getState().addresses['signup.previousAddresses'].status).toBe('done');
  });
});
