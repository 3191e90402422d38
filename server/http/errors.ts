import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorReplySchema } from '../../contract/api/common.js';
import { describeAjvError, type FieldProblem } from './validation.js';

/** The body of every error reply: the same shape for 400, 401, 404, 409, 413, 429 and 500. */
export interface ErrorReply {
  statusCode: number;
  error: string;
  message: string;
  /** For a 400: the fields at fault, first one first. */
  fields?: FieldProblem[];
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** A deliberate, client-facing failure thrown by a route: its message is shown to the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldProblem[],
  ) {
    super(message);
  }
}

/** A 400 naming one field, with the message the app shows. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, message, [{ field, message }]);
}

/** The error replies every route may give, for the routes' reply schemas. */
export const errorReplies = { 400: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema } as const;

/** Builds an {@link ErrorReply}. */
export function errorReply(statusCode: number, message: string, fields?: FieldProblem[]): ErrorReply {
  return { statusCode, error: reasons[statusCode] ?? 'Error', message, ...(fields ? { fields } : {}) };
}

/** Fastify's own client errors, in words a caller can act on (none echoes the request). */
function describeClientError(err: FastifyError, req: FastifyRequest): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'body is not valid JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'body is required';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `body is larger than ${req.routeOptions.bodyLimit ?? 'the limit of'} bytes`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Content-Type must be application/json';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Content-Length does not match the body';
    case 'FST_ERR_BAD_URL':
      return 'The URL is not valid: it holds a malformed %-escape';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'The URL is not valid: a path segment is too long';
    default:
      // secure-json-parse refuses a __proto__ or constructor.prototype key with a SyntaxError.
      return err instanceof SyntaxError ? 'body is not valid JSON' : err.message;
  }
}

/** Sends a client error (4xx) of Fastify's in the documented shape; 400s name the part at fault. */
function sendClientError(err: FastifyError, req: FastifyRequest, reply: FastifyReply, status: number) {
  const message = describeClientError(err, req);
  const part = err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'url' : 'body';
  const fields = status === 400 ? [{ field: part, message }] : undefined;
  return reply.code(status).send(errorReply(status, message, fields));
}

/**
 * The one error handler. Validation failures become a 400 naming the field; Fastify's own client
 * errors (bad JSON, body too large, wrong content type, malformed URL) keep their status with a
 * clear message; deliberate {@link HttpError}s keep their status and message; anything else is
 * logged (without the request body) and answered with a plain 500, never a stack trace. Every reply
 * has the {@link ErrorReply} shape.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError & { fields?: FieldProblem[] }, req, reply) => {
    if (err.validation) {
      const part = err.validationContext ?? 'body';
      const fields = err.validation.map((e) => describeAjvError(part, e));
      return reply.code(400).send(errorReply(400, fields[0].message, fields));
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(errorReply(err.statusCode, err.message, err.fields));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendClientError(err, req, reply, status);
    req.log.error({ err: { message: err.message, code: err.code, stack: err.stack } }, 'unhandled error');
    return reply.code(500).send(errorReply(500, 'Something went wrong on our side.'));
  });
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send(errorReply(404, `No route ${req.method} ${req.url.split('?')[0]}`));
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a URL with a malformed
 * %-escape, an over-long path parameter) in the documented shape instead of Fastify's own body.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  void sendClientError(err, req, reply, status);
}
