import type { FastifyInstance } from 'fastify';
import { switchKeyBodySchema } from '../../contract/api/common.js';
import { API_ROUTES, SIGN_UP_LOOKUP_ROUTES, type ApiRoute } from '../../contract/api/routes.js';
import {
  alreadySwitchedReplySchema,
  alreadySwitchedRequestSchema,
  completeReplySchema,
  completeRequestSchema,
  lookupReplySchema,
  switchKeyReplySchema,
  switchKeyRequestSchema,
  switchPlanReplySchema,
  type AlreadySwitchedRequest,
  type CompleteRequest,
  type SwitchKeyRequest,
} from '../../contract/api/switching.js';
import { sessionOf } from '../auth/plugin.js';
import type { AppDeps } from '../http/deps.js';
import { dataKeyring } from '../secrets.js';
import { getLookup, type LookupKind } from '../market/index.js';
import { grantExistingSwitch } from '../carbon/access.js';
import { completeSwitch, missingSections } from '../switching/complete.js';
import { failOnPurposeFor } from '../switching/sandboxFailures.js';
import { issueSwitchKey, switchPlanParts } from '../switching/plan.js';
import { sealer } from '../switching/seal.js';
import { openSwitch } from '../switching/store.js';
import { errorReplies } from '../http/errors.js';

/**
 * The sign-up: `switch/pro/key` (a new sign-up of a quote and its key), the lookup lists, the
 * switch plan, completion (once per quote) and the already-switched check (the existing-switch
 * form's too, so it opens the switch's carbon offset to the session that asked; rate limited). Every call naming a switch key opens
 * the switch through `openSwitch`, so a key reaches only its own switch; an unknown key is a 404.
 */
export function registerSignUpRoutes(api: FastifyInstance, { db, secrets }: AppDeps): void {
  const seal = sealer(dataKeyring(secrets));
  api.post<{ Body: SwitchKeyRequest }>(
    API_ROUTES.switchKey.path,
    { schema: { body: switchKeyRequestSchema, response: { 200: switchKeyReplySchema, ...errorReplies } } },
    async (req) => ({
      geniusSwitchKeyDto: { switchKey: await issueSwitchKey(db, req.body, sessionOf(req)) },
    }),
  );

  for (const [property, route] of Object.entries(SIGN_UP_LOOKUP_ROUTES) as [LookupKind, ApiRoute][]) {
    api.post<{ Body: { switchKey: string } }>(
      route.path,
      {
        schema: {
          body: switchKeyBodySchema,
          response: { 200: lookupReplySchema(property), ...errorReplies },
        },
      },
      async (req) => {
        await openSwitch(db, seal, req.body.switchKey);
        return { [property]: await getLookup(db, property) };
      },
    );
  }

  api.post<{ Body: { switchKey: string } }>(
    API_ROUTES.switchPlan.path,
    { schema: { body: switchKeyBodySchema, response: { 200: switchPlanReplySchema, ...errorReplies } } },
    async (req) => {
      const s = await openSwitch(db, seal, req.body.switchKey);
      return {
        geniusSwitchPlanInfoDto: {
          geniusSwitchPlanInfo: {
            switchPlanInfoDto: switchPlanParts(s.plan),
            switchType: s.plan.switchType,
            switchId: s.switchId,
          },
        },
      };
    },
  );

  api.post<{ Body: CompleteRequest }>(
    API_ROUTES.complete.path,
    { schema: { body: completeRequestSchema, response: { 200: completeReplySchema, ...errorReplies } } },
    async (req) => {
      const s = await openSwitch(db, seal, req.body.switchKey);
      // The sandbox's failure on purpose (docs/api.md): only a complete, not yet switched sign-up.
      if (!s.quoteSwitched && missingSections(s).length === 0) failOnPurposeFor('complete', s);
      return {
        geniusSwitchedDto: await completeSwitch(db, seal, s, sessionOf(req), api.metrics.switchesCompleted),
      };
    },
  );

  api.post<{ Body: AlreadySwitchedRequest }>(
    API_ROUTES.alreadySwitched.path,
    {
      schema: {
        body: alreadySwitchedRequestSchema,
        response: { 200: alreadySwitchedReplySchema, ...errorReplies },
      },
    },
    async (req, reply) =>
      grantExistingSwitch(db, req.body.switchId, sessionOf(req), () =>
        api.countRate(req, reply, 'existingSwitch'),
      ),
  );
}
