import type { FastifyInstance } from 'fastify';
import {
  customerAddressReplySchema,
  meterDetailsReplySchema,
  mpanQuerySchema,
  mpanReplySchema,
  postcodeQuerySchema,
  reccoAddressesReplySchema,
  reccoDetailsRequestSchema,
  switchKeyQuerySchema,
  verifiedAddressesReplySchema,
  type AddressItem,
  type MpanQuery,
  type PostcodeQuery,
  type ReccoDetailsRequest,
  type SwitchKeyQuery,
} from '../../contract/api/address.js';
import { API_ROUTES } from '../../contract/api/routes.js';
import { compactMeterNumber, parseMpan } from '../../contract/uk/index.js';
import type { AppDeps } from '../http/deps.js';
import { dataKeyring } from '../secrets.js';
import {
  findAddressesWithMeters,
  findAddressMeters,
  findMpan,
  getAddressMeters,
  type AddressWithMeters,
} from '../market/index.js';
import { errorReplies, fieldError } from '../http/errors.js';
import { gbPostcode } from '../quotes/region.js';
import { sealer } from '../switching/seal.js';
import { openSwitch } from '../switching/store.js';

function toItem(a: AddressWithMeters): AddressItem {
  return {
    id: a.id,
    addressLine1: a.line1,
    addressLine2: a.line2,
    city: a.city,
    county: a.county,
    postcode: a.postcode,
    text: a.text,
    mpanCores: a.elecdetails.map((m) => m.mpan.slice(-13)).filter(Boolean),
    xoserveAddressCodes: a.gasdetails.map((g) => g.mprn).filter((m): m is string => !!m),
  };
}

function meterDetails(a: AddressWithMeters) {
  return {
    gasdetails: a.gasdetails,
    elecdetails: a.elecdetails.map((m) => ({ ...m, profileClass: parseMpan(m.mpan)?.profileClass ?? '' })),
    address: toItem(a),
  };
}

/**
 * Address and meter lookups over the bundled address data: both postcode lists, the meter details
 * of a chosen address, the MPAN check, and the customer's address of a sign-up (switch key).
 * Postcodes outside Great Britain are a 400 with a clear message.
 */
export function registerAddressRoutes(api: FastifyInstance, { db, secrets }: AppDeps): void {
  const seal = sealer(dataKeyring(secrets));
  const list = async (postcode: string) =>
    (await findAddressesWithMeters(db, gbPostcode(postcode))).map(toItem);

  api.get<{ Querystring: PostcodeQuery }>(
    API_ROUTES.verifiedAddresses.path,
    {
      schema: {
        querystring: postcodeQuerySchema,
        response: { 200: verifiedAddressesReplySchema, ...errorReplies },
      },
    },
    async (req) => ({ verifiedAddresses: await list(req.query.postcode) }),
  );

  api.get<{ Querystring: PostcodeQuery }>(
    API_ROUTES.reccoAddresses.path,
    {
      schema: {
        querystring: postcodeQuerySchema,
        response: { 200: reccoAddressesReplySchema, ...errorReplies },
      },
    },
    async (req) => ({ addresses: await list(req.query.postcode) }),
  );

  api.post<{ Body: ReccoDetailsRequest }>(
    API_ROUTES.meterDetails.path,
    {
      schema: {
        body: reccoDetailsRequestSchema,
        response: { 200: meterDetailsReplySchema, ...errorReplies },
      },
    },
    async (req) => {
      const b = req.body;
      const postcode = gbPostcode(b.postcode);
      let found = b.id !== undefined ? await getAddressMeters(db, b.id) : null;
      if (found && found.postcode.replace(/\s/g, '') !== postcode.replace(/\s/g, '')) found = null;
      found ??= await findAddressMeters(db, {
        postcode,
        line1: b.addressLine1,
        mpanCores: b.mpanCores,
        mprns: b.xoserveAddressCodes,
      });
      // No meters found is an empty answer, not an error: the app shows its "no MPRN/MPAN found" notices.
      return found ? meterDetails(found) : { gasdetails: [], elecdetails: [] };
    },
  );

  api.get<{ Querystring: MpanQuery }>(
    API_ROUTES.mpan.path,
    { schema: { querystring: mpanQuerySchema, response: { 200: mpanReplySchema, ...errorReplies } } },
    async (req) => {
      const info = parseMpan(req.query.mpan);
      if (!info)
        throw fieldError('mpan', `mpan must be 21 digits (got ${compactMeterNumber(req.query.mpan).length})`);
      const known = info.checkDigitValid ? await findMpan(db, info.mpan) : null;
      return {
        mpan: info.mpan,
        valid: info.checkDigitValid,
        domestic: info.isDomestic && (known?.isDomestic ?? true),
        economy7: info.isEconomy7,
        profileClass: info.profileClass,
        region: info.region
          ? { id: info.region.id, letter: info.region.letter, name: info.region.name }
          : null,
        known: known !== null,
      };
    },
  );

  api.get<{ Querystring: SwitchKeyQuery }>(
    API_ROUTES.customerAddress.path,
    {
      schema: {
        querystring: switchKeyQuerySchema,
        response: { 200: customerAddressReplySchema, ...errorReplies },
      },
    },
    async (req) => {
      const { quote } = await openSwitch(db, seal, req.query.switchKey);
      const a = quote.address;
      return {
        customerAddress: {
          addressLine1: a.line1,
          addressLine2: a.line2,
          city: a.city,
          county: a.county,
          postcode: a.postcode,
          text: a.text,
          mpan: quote.mpan,
          mprn: quote.mprn,
          electricitySmartMeter: quote.smartMeters.electricity,
          gasSmartMeter: quote.smartMeters.gas,
        },
      };
    },
  );
}
