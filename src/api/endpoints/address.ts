import type { AxiosInstance } from 'axios';
import { API_ROUTES, relativePath } from '../../../contract/api/routes';
import type {
  AddressItem,
  MeterDetailsReply,
  ReccoAddressesReply,
  VerifiedAddressesReply,
} from '../../../contract/api/address';

export type { AddressItem, MeterDetailsReply };

/**
 * The addresses of a postcode: `GET address/list/postcode?postcode` when the GB address data
 * setting is on, otherwise `GET address/recco?postcode` (spec section 7). Both answer the same items.
 */
export async function findAddresses(
  api: AxiosInstance,
  postcode: string,
  useGbAddressData: boolean,
): Promise<AddressItem[]> {
  if (useGbAddressData) {
    const { data } = await api.get<VerifiedAddressesReply>(relativePath(API_ROUTES.verifiedAddresses.path), {
      params: { postcode },
    });
    return data.verifiedAddresses ?? [];
  }
  const { data } = await api.get<ReccoAddressesReply>(relativePath(API_ROUTES.reccoAddresses.path), {
    params: { postcode },
  });
  return data.addresses ?? [];
}

/** `POST address/recco/details`: the meters at a chosen address (sent back as the lookup gave it). */
export async function fetchMeterDetails(
  api: AxiosInstance,
  address: AddressItem,
): Promise<MeterDetailsReply> {
  const { data } = await api.post<MeterDetailsReply>(relativePath(API_ROUTES.meterDetails.path), {
    ...(address.id !== undefined ? { id: address.id } : {}),
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    county: address.county,
    postcode: address.postcode,
    text: address.text,
    mpanCores: address.mpanCores ?? [],
    xoserveAddressCodes: address.xoserveAddressCodes ?? [],
  });
  return data;
}
