/**
 * The sign-up calls (spec section 7): lookup lists, switch plan, customer address, the four section
 * updates, the bank check, the MPAN check and completion. Each names the sign-up's switch key.
 */
import type { AxiosInstance } from 'axios';
import { API_ROUTES, SIGN_UP_LOOKUP_ROUTES, relativePath } from '../../../contract/api/routes';
import type { CustomerAddress, CustomerAddressReply, MpanReply } from '../../../contract/api/address';
import type { LookupItem } from '../../../contract/api/common';
import type {
  AddressRequest,
  BankRequest,
  BankValidReply,
  PersonalRequest,
  TermsRequest,
} from '../../../contract/api/signup';
import type { CompleteReply, SwitchPlanReply } from '../../../contract/api/switching';

export type { MpanReply };

/** The name of a sign-up lookup list (the reply property that holds it). */
export type SignUpLookupKind = keyof typeof SIGN_UP_LOOKUP_ROUTES;

export type { CustomerAddress, LookupItem };

/** `POST switch/pro/detail/<list>`: one lookup list. */
export async function fetchSignUpLookup(
  api: AxiosInstance,
  kind: SignUpLookupKind,
  switchKey: string,
): Promise<LookupItem[]> {
  const { data } = await api.post<Record<string, LookupItem[] | undefined>>(
    relativePath(SIGN_UP_LOOKUP_ROUTES[kind].path),
    { switchKey },
  );
  return data[kind] ?? [];
}

/** The switch plan parts (`switchPlanInfoDto`) and the switch type. */
export type SwitchPlanInfo = SwitchPlanReply['geniusSwitchPlanInfoDto']['geniusSwitchPlanInfo'];

/** `POST switch/pro/info/switch-plan`. */
export async function fetchSwitchPlan(api: AxiosInstance, switchKey: string): Promise<SwitchPlanInfo> {
  const { data } = await api.post<SwitchPlanReply>(relativePath(API_ROUTES.switchPlan.path), { switchKey });
  return data.geniusSwitchPlanInfoDto.geniusSwitchPlanInfo;
}

/** `GET switch/pro/info/address/v2?switchKey`. */
export async function fetchCustomerAddress(api: AxiosInstance, switchKey: string): Promise<CustomerAddress> {
  const { data } = await api.get<CustomerAddressReply>(relativePath(API_ROUTES.customerAddress.path), {
    params: { switchKey },
  });
  return data.customerAddress;
}

/** `GET customer/mpan?mpan`: the remote MPAN check. */
export async function checkMpan(api: AxiosInstance, mpan: string): Promise<MpanReply> {
  const { data } = await api.get<MpanReply>(relativePath(API_ROUTES.mpan.path), { params: { mpan } });
  return data;
}

/** The four section updates, by the spec's section names. */
export interface SectionBodies {
  personal: PersonalRequest;
  address: AddressRequest;
  terms: TermsRequest;
  bank: BankRequest;
}

const UPDATE_PATHS: Record<keyof SectionBodies, string> = {
  personal: API_ROUTES.updatePersonal.path,
  address: API_ROUTES.updateAddress.path,
  terms: API_ROUTES.updateTerms.path,
  bank: API_ROUTES.updateBank.path,
};

/**
 * `POST switch/pro/update/<section>`; resolves when the server answered 200. A failure (even a 500)
 * stays on the sign-up page, which shows its alert (spec section 8) and keeps every answer.
 */
export async function updateSection<K extends keyof SectionBodies>(
  api: AxiosInstance,
  section: K,
  body: SectionBodies[K],
): Promise<void> {
  await api.post(relativePath(UPDATE_PATHS[section]), body, { keepOnPage: true });
}

/** `POST bank/is-valid`: whether the sort code and account number pass the modulus check. */
export async function verifyBank(
  api: AxiosInstance,
  body: { switchKey: string; sortCode: string; accountNumber: string },
): Promise<boolean> {
  const { data } = await api.post<BankValidReply>(relativePath(API_ROUTES.bankValid.path), body, {
    keepOnPage: true,
  });
  return data.valid === true;
}

/** What completing answered. */
export type SwitchedDto = CompleteReply['geniusSwitchedDto'];

/** `POST switch/pro/complete` (switchCompleteOption always None). */
export async function completeSwitch(api: AxiosInstance, switchKey: string): Promise<SwitchedDto> {
  const { data } = await api.post<CompleteReply>(
    relativePath(API_ROUTES.complete.path),
    { switchKey, switchCompleteOption: 'None' },
    { keepOnPage: true },
  );
  return data.geniusSwitchedDto;
}
