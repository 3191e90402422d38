import type { FastifyInstance, FastifyRequest } from 'fastify';
import { issueToken, verifyToken, type TokenClaims } from './token.js';
import { ROOT_ROUTES } from '../../contract/api/routes.js';
import { errorReply } from '../http/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified bearer token of this request (set on every API route). */
    token?: TokenClaims;
  }
}

const tokenReply = {
  type: 'object',
  required: ['token', 'expiresIn'],
  properties: { token: { type: 'string' }, expiresIn: { type: 'integer' }, tokenType: { type: 'string' } },
} as const;

/** `POST /auth/token` at the root base: issues a signed, short-lived bearer token to any visitor. */
export function registerTokenRoute(app: FastifyInstance, key: Buffer, ttlSeconds: number): void {
  app.post(
    ROOT_ROUTES.token.path,
    {
      schema: {
        body: { type: ['object', 'null'], additionalProperties: true, properties: {} },
        response: { 200: tokenReply },
      },
    },
    async () => {
      const { token } = issueToken(key, ttlSeconds);
      return { token, expiresIn: ttlSeconds, tokenType: 'Bearer' };
    },
  );
}

/** Adds a hook to `scope` that answers 401 unless the request carries a valid, unexpired bearer token. */
export function requireToken(scope: FastifyInstance, key: Buffer): void {
  scope.addHook('onRequest', async (req: FastifyRequest, reply) => {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const result = verifyToken(key, token);
    if (typeof result === 'string') {
      return reply.code(401).send(errorReply(401, `Bearer token ${result}`));
    }
    req.token = result;
  });
}
