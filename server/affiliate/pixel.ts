import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.js';

/** A transparent 1x1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const pixelQuery = {
  type: 'object',
  required: ['event', 'ref', 'switchId', 'cost'],
  properties: {
    /** Campaign event code: 1105 single fuel, 1106 dual fuel (spec section 7). */
    event: { type: 'string', enum: ['1105', '1106'] },
    /** The switch owner reference from settings. */
    ref: { type: 'string', minLength: 1, maxLength: 100 },
    switchId: { type: 'string', minLength: 1, maxLength: 64 },
    /** Total annual cost in pounds. */
    cost: { type: 'number', minimum: 0, maximum: 100000 },
  },
} as const;

/**
 * `GET /sandbox/affiliate/pixel.gif`: the stand-in for the affiliate tracking service that the
 * switch-complete page's hidden 1x1 image calls. It records the conversion (no personal data)
 * and answers the image. Root level, no token: it is loaded by an `<img>`.
 */
export function registerAffiliatePixel(app: FastifyInstance, { db }: Pick<AppDeps, 'db'>): void {
  app.get<{ Querystring: { event: string; ref: string; switchId: string; cost: number } }>(
    '/sandbox/affiliate/pixel.gif',
    { schema: { querystring: pixelQuery } },
    async (req, reply) => {
      const { event, ref, switchId, cost } = req.query;
      await db.query('INSERT INTO track_records (switch_id, property_details) VALUES ($1, $2)', [
        switchId,
        JSON.stringify([
          { name: 'Action', value: 'AffiliateConversion' },
          { name: 'Event', value: event },
          { name: 'OwnerReference', value: ref },
          { name: 'TotalCost', value: String(cost) },
        ]),
      ]);
      return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
    },
  );
}
