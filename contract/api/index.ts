/**
 * The API contract of spec section 7: request and reply JSON Schemas (the server validates with
 * them) and their TypeScript types (the app imports them). One module per group of calls.
 */
export * from './common.js';
export * from './routes.js';
export * from './text.js';
export * from './track-records.js';
export * from './quotes.js';
export * from './results.js';
export * from './tariffs.js';
export * from './address.js';
export * from './estimation.js';
export * from './switching.js';
export * from './signup.js';
export * from './ev.js';
export * from './carbon.js';
