/**
 * The address searches of the sign-up's widgets (MPRN picker, billing and previous address): each
 * widget's search kept under its own key in the lookups store, so two searches never mix. A failed
 * search is an empty list with status failed (spec section 8: lookup failures give empty lists).
 */
import { apiClient } from '../../api/client';
import { fetchMeterDetails, findAddresses, type AddressItem } from '../../api/endpoints/address';
import { getSettings } from '../../settings';
import { useSignUpLookups } from './lookups';

/** Searches the addresses of `postcode` for the widget `key`; resolves when the list is stored. */
export async function searchAddresses(key: string, postcode: string): Promise<void> {
  const { setSearch } = useSignUpLookups.getState();
  setSearch(key, { status: 'loading', postcode, items: [] });
  try {
    const items = await findAddresses(apiClient(), postcode, getSettings().useGbAddressData);
    setSearch(key, { status: 'done', postcode, items });
  } catch {
    setSearch(key, { status: 'failed', postcode, items: [] });
  }
}

/** Why the MPRN lookup found no MPRN to store. */
export type MprnOutcome = { kind: 'found'; mprn: string } | { kind: 'noMprn' } | { kind: 'notLocated' };

/**
 * The MPRN of a chosen address (spec section 4, Sign-up behaviour): the first domestic gas meter's.
 * No domestic gas meter, no MPRN, or a prepayment meter while the plan is not prepayment: none found.
 */
export async function lookUpMprn(address: AddressItem, payMethod: unknown): Promise<MprnOutcome> {
  let meters;
  try {
    meters = await fetchMeterDetails(apiClient(), address);
  } catch {
    return { kind: 'notLocated' };
  }
  const gas = (meters.gasdetails ?? []).find((m) => m.isDomestic);
  if (!gas) return { kind: 'notLocated' };
  if (!gas.mprn || (gas.isPrepayment && payMethod !== 'PrePaymentMeter')) return { kind: 'noMprn' };
  return { kind: 'found', mprn: gas.mprn };
}
