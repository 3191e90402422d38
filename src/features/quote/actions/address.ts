/**
 * Address actions: find the addresses of a postcode, and on choosing one fetch its meters. The quote
 * defaults those meters give (spec section 4), and loading the supplier and tariff lists, are the
 * effects that follow lookUpMeters in journey/quote/your-home.json.
 */
import type { JourneyAction } from '../../../../engine/core/index.js';
import { findAddresses as fetchAddresses, fetchMeterDetails } from '../../../api/endpoints/address';
import { isHandledByErrorPage } from '../../../api/client';
import { checkPostcode } from '../../../../contract/uk/postcode';
import { meterContext } from '../meters';
import type { QuoteActionDeps } from './deps';

/** `findAddresses`: the address list for the entered postcode (nothing for an invalid or non-GB one). */
export function findAddressesAction(deps: QuoteActionDeps): JourneyAction {
  return async (_args, state) => {
    const store = deps.lookups.getState();
    const entered = state.get('postcode');
    const check = typeof entered === 'string' ? checkPostcode(entered) : null;
    store.set({ addresses: [], chosenAddress: null, meters: null, meterStatus: 'idle' });
    if (!check?.ok) {
      store.set({ addressStatus: 'idle', addressPostcode: null });
      return;
    }
    store.set({ addressStatus: 'loading', addressPostcode: check.postcode });
    try {
      // No full-page loader: the address picker shows the search as its own status.
      const addresses = await fetchAddresses(deps.api, check.postcode, deps.useGbAddressData());
      // A later search may have started meanwhile: keep only the answer for the current postcode.
      if (deps.lookups.getState().addressPostcode !== check.postcode) return;
      deps.lookups.getState().set({ addresses, addressStatus: 'done' });
    } catch (error) {
      if (isHandledByErrorPage(error)) throw error;
      deps.lookups.getState().set({ addresses: [], addressStatus: 'failed' });
    }
  };
}

/** `lookUpMeters`: the meters of the chosen address, as the journey's `meter` context. */
export function lookUpMetersAction(deps: QuoteActionDeps): JourneyAction {
  return async (_args, state) => {
    const store = deps.lookups.getState();
    const text = state.get('address');
    const address = store.addresses.find((a) => a.text === text) ?? null;
    store.set({ chosenAddress: address, meters: null });
    if (!address) return { 'meter.loading': undefined };
    store.set({ meterStatus: 'loading' });
    // No full-page loader: the address picker shows the lookup as its own status; later cards wait.
    return (async () => {
      let reply;
      try {
        reply = await fetchMeterDetails(deps.api, address);
      } catch (error) {
        if (isHandledByErrorPage(error)) throw error;
        deps.lookups.getState().set({ meterStatus: 'failed' });
        // Unknown meters: the householder answers every question themselves.
        return {
          meter: {
            mpan: null,
            mprn: null,
            hasGas: true,
            hasElectricity: true,
            gasPrepayment: null,
            elecPrepayment: null,
          },
        };
      }
      // Another address was chosen meanwhile: its own lookup sets the meters.
      if (deps.lookups.getState().chosenAddress !== address) return;
      deps.lookups.getState().set({ meters: reply, meterStatus: 'done' });
      return { meter: meterContext(reply) };
    })();
  };
}
