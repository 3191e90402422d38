import type { FastifyError, FastifyInstance } from 'fastify';
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

/**
 * The one error handler. Validation failures become a 400 naming the field; a body that is not
 * JSON becomes a 400 naming the body; deliberate {@link HttpError}s keep their status and message;
 * anything else is logged (without the request body) and answered with a plain 500, never a stack trace.
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
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'body is not valid JSON'
          : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'body is required'
            : err.message;
      const fields = status === 400 ? [{ field: 'body', message }] : undefined;
      return reply.code(status).send(errorReply(status, message, fields));
    }
    req.log.error({ err: { message: err.message, code: err.code, stack: err.stack } }, 'unhandled error');
    return reply.code(500).send(errorReply(500, 'Something went wrong on our side.'));
  });
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send(errorReply(404, `No route ${req.method} ${req.url.split('?')[0]}`));
  });
}
