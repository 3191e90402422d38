import type { AxiosInstance } from 'axios';
import { API_ROUTES, fillPath, relativePath } from '../../../contract/api/routes';
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
    const { data } = await api.post<EvVehicleReply>(relativePath(API_ROUTES.evByRegistration.path), {
      registrationNumber,
    });
    return data;
  } catch {
    return null;
  }
}

/** `GET ev/make`; a failure gives an empty list (spec section 8: lookup failures give empty lists). */
export async function fetchEvMakes(api: AxiosInstance): Promise<EvListItem[]> {
  return api.get<EvMakesReply>(relativePath(API_ROUTES.evMakes.path)).then(
    (r) => r.data.makes,
    () => [],
  );
}

/** `GET ev/make/{id}/model`. */
export async function fetchEvModels(api: AxiosInstance, makeId: number): Promise<EvListItem[]> {
  return api.get<EvModelsReply>(relativePath(fillPath(API_ROUTES.evModels.path, { id: makeId }))).then(
    (r) => r.data.models,
    () => [],
  );
}

/** `GET ev/model/{id}/enginesize`. */
export async function fetchEvEngineSizes(api: AxiosInstance, modelId: number): Promise<EvEngineSize[]> {
  return api
    .get<EvEngineSizesReply>(relativePath(fillPath(API_ROUTES.evEngineSizes.path, { id: modelId })))
    .then(
      (r) => r.data.engineSizes,
      () => [],
    );
}
