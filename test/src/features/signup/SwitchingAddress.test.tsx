// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import messages from '../../../../journey/messages/en-GB.json';
import { SwitchingAddress } from '../../../../src/features/signup/SwitchingAddress';
import { useSignUpLookups } from '../../../../src/stores/signupLookups';

beforeEach(() => useSignUpLookups.getState().reset());
afterEach(cleanup);

describe('the address being switched, on the sign-up address section', () => {
  it('names the quote address, the postcode written with its space', () => {
    useSignUpLookups.getState().setCustomerAddress({
      addressLine1: '12 Borough Road',
      addressLine2: '',
      city: 'London',
      county: '',
      postcode: 'SE17PB',
      text: '12 Borough Road, London, SE1 7PB',
      mpan: null,
      mprn: '1234567',
    });
    render(<SwitchingAddress />);
    const region = screen.getByRole('region', { name: messages['signup.address.switching'] });
    expect(region.textContent).toBe(
      `${messages['signup.address.switching']}12 Borough Road, London, SE1 7PB`,
    );
  });

  it('falls back to the recorded text when the address has no parts, and says nothing without an address', () => {
    useSignUpLookups.getState().setCustomerAddress({
      addressLine1: '',
      addressLine2: '',
      city: '',
      county: '',
      postcode: '',
      text: 'Flat 2, 1 High Street, Norwich',
    });
    const { unmount } = render(<SwitchingAddress />);
    expect(screen.getByTestId('switching-address').textContent).toContain('Flat 2, 1 High Street, Norwich');
    unmount();
    useSignUpLookups.getState().setCustomerAddress(null);
    render(<SwitchingAddress />);
    expect(screen.queryByTestId('switching-address')).toBeNull();
  });
});
