import type { FastifyInstance } from 'fastify';
import type { SwitchType } from '../../contract/api/common.js';
import { API_ROUTES } from '../../contract/api/routes.js';
import {
  suppliersReplySchema,
  suppliersRequestSchema,
  tariffInfoReplySchema,
  tariffInfoRequestSchema,
  tariffsReplySchema,
  tariffsRequestSchema,
  type SupplierItem,
  type SuppliersRequest,
  type TariffInfoRequest,
  type TariffsRequest,
} from '../../contract/api/tariffs.js';
import type { AppDeps } from '../http/deps.js';
import type { Db } from '../db/db.js';
import { errorReplies, HttpError } from '../http/errors.js';
import {
  getSupplier,
  getTariff,
  listSuppliers,
  listTariffs,
  type Fuel,
  type Supplier,
  type TariffWithRates,
} from '../market/index.js';
import { supplierLogoUrl } from '../market/logos.js';
import { FUELS_OF } from '../quotes/types.js';
import { regionOf } from '../quotes/region.js';

/** Badges of the results and details pages (spec section 2), from the tariff's flags. */
function badgesOf(t: TariffWithRates): string[] {
  const badges: string[] = [];
  if (t.isGreen) badges.push('Green');
  if (t.rates.some((r) => r.exitFeeGbp > 0)) badges.push('Exit Fee');
  if (t.isFixed) badges.push('Fixed');
  badges.push(t.hasPaperBilling ? 'Paper Billing' : 'Paperless Billing');
  badges.push(t.hasWarmHomeDiscount ? 'Warm Home Discount' : 'No Warm Home Discount');
  if (t.switchOption === 'None') badges.push('Review Only');
  return badges;
}

const item = (s: Supplier): SupplierItem => ({
  id: s.id,
  name: s.name,
  isBigSix: s.isBigSix,
  sampleData: s.sample,
  logoUrl: supplierLogoUrl(s),
});

/**
 * `POST /request/tariffs/tariff/information`'s reply: a tariff's supplier and product facts. Also what
 * the server renders tariff details with (server/web/pageData.ts).
 */
export async function tariffInfoReply(db: Db, tariffId: number) {
  const t = await getTariff(db, tariffId);
  if (!t) throw new HttpError(404, `We could not find tariff ${tariffId}.`);
  const s = await getSupplier(db, t.supplierId);
  return {
    tariffInfoDto: {
      tariffId: t.id,
      tariffName: t.name,
      supplierNameSimple: t.supplierName,
      supplierId: t.supplierId,
      supplierDescription: s?.description ?? '',
      sampleData: s?.sample ?? false,
      supplierLogoUrl: s ? supplierLogoUrl(s) : null,
      customerServicesPhone: s?.customerServicesPhone ?? null,
      termsAndConditionsUrlDto: { supplier: s?.supplierTermsUrl ?? '', tariff: s?.tariffTermsUrl ?? '' },
      badges: badgesOf(t),
      features: t.features,
      switchOption: t.switchOption,
      isFixed: t.isFixed,
      tariffEndDate: t.endDate,
      isGreen: t.isGreen,
      isDefaultOrStandard: t.isDefaultOrStandard,
      fuels: [...new Set(t.rates.map((r) => r.fuel))],
    },
  };
}

/**
 * `POST /request/tariffs/tariff/information`, `POST /request/suppliers` and `POST /request/tariffs`:
 * tariff facts for the details page, and the current supplier and tariff pickers of the quote form
 * (suppliers and tariffs with prices in the postcode's region for the pay method and meter).
 */
export function registerTariffRoutes(api: FastifyInstance, { db }: AppDeps): void {
  api.post<{ Body: TariffInfoRequest }>(
    API_ROUTES.tariffInformation.path,
    { schema: { body: tariffInfoRequestSchema, response: { 200: tariffInfoReplySchema, ...errorReplies } } },
    async (req) => tariffInfoReply(db, req.body.tariffId),
  );

  api.post<{ Body: SuppliersRequest }>(
    API_ROUTES.suppliers.path,
    { schema: { body: suppliersRequestSchema, response: { 200: suppliersReplySchema, ...errorReplies } } },
    async (req) => {
      const { postcode, switchType, currentPayMethod, economy7Percentage, mpan } = req.body;
      const region = await regionOf(db, postcode, mpan);
      const meter = economy7Percentage !== undefined ? 'economy7' : 'standard';
      const list = async (fuels: Fuel[]) =>
        (await listSuppliers(db, { region, fuels, payMethod: currentPayMethod, meter })).map(item);
      const dto: Record<string, SupplierItem[]> = {};
      if (switchType === 'dualConsolidatedToDualConsolidated')
        dto.dualConsolidatedSuppliers = await list(['gas', 'electricity']);
      else {
        const fuels: Fuel[] = FUELS_OF[switchType as SwitchType];
        if (fuels.includes('gas')) dto.gasSuppliers = await list(['gas']);
        if (fuels.includes('electricity')) dto.electricitySuppliers = await list(['electricity']);
      }
      return { suppliersDto: dto };
    },
  );

  api.post<{ Body: TariffsRequest }>(
    API_ROUTES.tariffs.path,
    { schema: { body: tariffsRequestSchema, response: { 200: tariffsReplySchema, ...errorReplies } } },
    async (req) => {
      const { postcode, switchType, supplierId, currentPayMethod, economy7Percentage, fuelType, mpan } =
        req.body;
      const region = await regionOf(db, postcode, mpan);
      // dual-distinct without a fuelType: tariffs with either fuel.
      const fuels: Fuel[] | undefined =
        switchType === 'dualConsolidatedToDualConsolidated'
          ? ['gas', 'electricity']
          : fuelType
            ? [fuelType]
            : switchType === 'dualDistinctToDualConsolidated'
              ? undefined
              : FUELS_OF[switchType];
      const tariffs = await listTariffs(db, {
        supplierId,
        region,
        fuels,
        payMethod: currentPayMethod,
        meter: economy7Percentage !== undefined ? 'economy7' : 'standard',
      });
      return {
        tariffsDto: {
          tariffs: tariffs.map((t) => ({
            id: t.id,
            name: t.name,
            isDefaultOrStandard: t.isDefaultOrStandard,
            isFixedFromEnergyStartDate: t.isFixed,
            endDate: t.endDate,
          })),
        },
      };
    },
  );
}
