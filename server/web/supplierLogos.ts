import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { getSupplier } from '../market/index.js';
import { logoVersion, SUPPLIER_LOGO_PREFIX } from '../market/logos.js';

/** A versioned URL (its `v` is the content hash) never changes content: keep it a year. */
const VERSIONED_CACHE = 'public, max-age=31536000, immutable';
/** Without the current version the browser keeps it a day, then revalidates by ETag. */
const UNVERSIONED_CACHE = 'public, max-age=86400';
/** The logo is a picture, never a document: nothing in it may load or run. */
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * `GET /supplier-logos/:id.svg[?v=hash]`: a supplier's logo as a cacheable SVG image, at the root
 * and without a token (an `<img>` cannot send one), so results and pickers carry a small URL rather
 * than the SVG text. ETag is the content hash; `If-None-Match` gets a 304. A bad id is a 400 naming
 * it, an unknown supplier or one without a logo a 404.
 */
export function registerSupplierLogoRoute(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    `${SUPPLIER_LOGO_PREFIX}/:file`,
    {
      schema: {
        params: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', maxLength: 20, pattern: '^[1-9][0-9]{0,8}\\.svg$' } },
        },
        querystring: { type: 'object', properties: { v: { type: 'string', maxLength: 64 } } },
      },
    },
    async (req, reply) => {
      const id = Number(req.params.file.slice(0, -'.svg'.length));
      const svg = (await getSupplier(db, id))?.logoSvg;
      if (!svg) throw new HttpError(404, `We could not find a logo for supplier ${id}.`);
      const version = logoVersion(svg);
      const etag = `"${version}"`;
      reply
        .header('etag', etag)
        .header('cache-control', req.query.v === version ? VERSIONED_CACHE : UNVERSIONED_CACHE)
        .header('content-security-policy', LOGO_CSP)
        // A public picture: a partner's app on another origin may show it.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
}
