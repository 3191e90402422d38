/**
 * UK format helpers shared by the app and the server: postcodes, MPAN and MPRN, phone numbers and
 * the distribution regions. Pure TypeScript with no imports outside this folder.
 */
export * from './postcode.js';
export * from './regions.js';
export * from './meters.js';
export * from './phone.js';
