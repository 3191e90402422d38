/**
 * The address lookups of the sign-up: a postcode's addresses into one of the three address lists,
 * and the MPRN of a chosen address (spec section 4). A failed search is an empty list with status
 * failed (spec section 8: lookup failures give empty lists).
 */
import type { AxiosInstance } from 'axios';
import { fetchMeterDetails, findAddresses, type AddressItem } from '../../api/endpoints/address';
import { useSignUpLookups, type AddressListName } from '../../stores/signupLookups';
import { normalisePostcode, POSTCODE_PATTERN } from '../../../contract/uk/postcode';

/** Searches the addresses of `postcode` into the list `name`; resolves when the list is stored. */
export async function searchAddresses(
  api: AxiosInstance,
  name: AddressListName,
  postcode: string,
  useGbAddressData: boolean,
): Promise<void> {
  const { setAddresses } = useSignUpLookups.getState();
  // Not a UK postcode ("LS1"): no search. The field itself says the postcode is invalid; a search
  // refused for it would add "We could not look up addresses just now", which sends people to retry.
  if (!POSTCODE_PATTERN.test(normalisePostcode(postcode))) {
    setAddresses(name, { status: 'idle', items: [] });
    return;
  }
  setAddresses(name, { status: 'loading', items: [] });
  try {
    const items = await findAddresses(api, postcode, useGbAddressData);
    useSignUpLookups.getState().setAddresses(name, { status: 'done', items });
  } catch {
    useSignUpLookups.getState().setAddresses(name, { status: 'failed', items: [] });
  }
}

/** The item of an address list chosen in a picker (its value is the item's text). */
export function chosenItem(name: AddressListName, text: unknown): AddressItem | undefined {
  return useSignUpLookups.getState().addresses[name].items.find((a) => a.text === text);
}

/** What the MPRN lookup found. */
export type MprnOutcome = { kind: 'found'; mprn: string } | { kind: 'notFound' } | { kind: 'failed' };

/**
 * The MPRN of a chosen address (spec section 4, Sign-up behaviour): the first domestic gas meter's.
 * No MPRN, or a prepayment meter while the plan's pay method is not PrePaymentMeter: not found.
 */
export async function lookUpMprn(
  api: AxiosInstance,
  address: AddressItem,
  payMethod: unknown,
): Promise<MprnOutcome> {
  let meters;
  try {
    meters = await fetchMeterDetails(api, address);
  } catch {
    return { kind: 'failed' };
  }
  const gas = (meters.gasdetails ?? []).find((m) => m.isDomestic);
  if (!gas?.mprn || (gas.isPrepayment && payMethod !== 'PrePaymentMeter')) return { kind: 'notFound' };
  return { kind: 'found', mprn: gas.mprn };
}
