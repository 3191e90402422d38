import type { FastifyInstance } from 'fastify';
import { switchKeyBodySchema } from '../../contract/api/common.js';
import {
  alreadySwitchedReplySchema,
  alreadySwitchedRequestSchema,
  completeReplySchema,
  completeRequestSchema,
  lookupReplySchema,
  SIGN_UP_LOOKUPS,
  switchKeyReplySchema,
  switchKeyRequestSchema,
  switchPlanReplySchema,
  type AlreadySwitchedRequest,
  type CompleteRequest,
  type SwitchKeyRequest,
} from '../../contract/api/switching.js';
import type { AppDeps } from '../app.js';
import { getLookup } from '../market/index.js';
import { completeSwitch } from '../switching/complete.js';
import { issueSwitchKey, switchPlanParts } from '../switching/plan.js';
import { openSwitch } from '../switching/store.js';
import { errorReplies } from './quotes.js';

/**
 * The sign-up: `switch/pro/key` (a new sign-up of a quote and its key), the lookup lists, the
 * switch plan, completion and the already-switched check. Every call naming a switch key opens
 * the switch through `openSwitch`, so a key reaches only its own switch; an unknown key is a 404.
 */
export function registerSignUpRoutes(api: FastifyInstance, { db }: AppDeps): void {
  api.post<{ Body: SwitchKeyRequest }>(
    '/request/switch/pro/key',
    { schema: { body: switchKeyRequestSchema, response: { 200: switchKeyReplySchema, ...errorReplies } } },
    async (req) => ({ geniusSwitchKeyDto: { switchKey: await issueSwitchKey(db, req.body) } }),
  );

  for (const [route, property] of Object.entries(SIGN_UP_LOOKUPS)) {
    api.post<{ Body: { switchKey: string } }>(
      `/request/switch/pro/detail/${route}`,
      {
        schema: {
          body: switchKeyBodySchema,
          response: { 200: lookupReplySchema(property), ...errorReplies },
        },
      },
      async (req) => {
        await openSwitch(db, req.body.switchKey);
        return { [property]: await getLookup(db, property) };
      },
    );
  }

  api.post<{ Body: { switchKey: string } }>(
    '/request/switch/pro/info/switch-plan',
    { schema: { body: switchKeyBodySchema, response: { 200: switchPlanReplySchema, ...errorReplies } } },
    async (req) => {
      const s = await openSwitch(db, req.body.switchKey);
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
    '/request/switch/pro/complete',
    { schema: { body: completeRequestSchema, response: { 200: completeReplySchema, ...errorReplies } } },
    async (req) => ({
      geniusSwitchedDto: await completeSwitch(db, await openSwitch(db, req.body.switchKey)),
    }),
  );

  api.post<{ Body: AlreadySwitchedRequest }>(
    '/request/customer/whitelabel/switch/complete',
    {
      schema: {
        body: alreadySwitchedRequestSchema,
        response: { 200: alreadySwitchedReplySchema, ...errorReplies },
      },
    },
    async (req) => {
      const rows = await db.query(
        'SELECT 1 FROM switches WHERE switch_id = $1 AND completed_at IS NOT NULL LIMIT 1',
        [req.body.switchId],
      );
      return rows.length > 0;
    },
  );
}
