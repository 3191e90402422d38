import type { AxiosInstance } from 'axios';
import type {
  EvEngineSizesReply,
  EvMakesReply,
  EvModelsReply,
  EvVehicleReply,
} from '../../../contract/api/ev';

export type { EvVehicleReply };
/** A make or model in the EV lists. */
export type EvListItem = EvMakesReply['makes'][number];
/** A battery / engine variant of a model. */
export type EvEngineSize = EvEngineSizesReply['engineSizes'][number];

/** `POST ev/regno`: the vehicle with this registration, or null when it is unknown (404). */
export async function fetchEvByRegistration(
  api: AxiosInstance,
  registrationNumber: string,
): Promise<EvVehicleReply | null> {
  try {
    const { data } = await api.post<EvVehicleReply>('request/ev/regno', { registrationNumber });
    return data;
  } catch {
    return null;
  }
}

/** `GET ev/make`; a failure gives an empty list (spec section 8: lookup failures give empty lists). */
export async function fetchEvMakes(api: AxiosInstance): Promise<EvListItem[]> {
  return api.get<EvMakesReply>('request/ev/make').then(
    (r) => r.data.makes,
    () => [],
  );
}

/** `GET ev/make/{id}/model`. */
export async function fetchEvModels(api: AxiosInstance, makeId: number): Promise<EvListItem[]> {
  return api.get<EvModelsReply>(`request/ev/make/${makeId}/model`).then(
    (r) => r.data.models,
    () => [],
  );
}

/** `GET ev/model/{id}/enginesize`. */
export async function fetchEvEngineSizes(api: AxiosInstance, modelId: number): Promise<EvEngineSize[]> {
  return api.get<EvEngineSizesReply>(`request/ev/model/${modelId}/enginesize`).then(
    (r) => r.data.engineSizes,
    () => [],
  );
}
