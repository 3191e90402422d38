/** Field validator (being filled in). */
import type { FieldSchema, ValidationKeyword } from './types.js';
/** Validates one non-empty value against its field schema: the failing keyword and params, or null. */
export type FieldValidator = (schema: FieldSchema, value: unknown) => { keyword: ValidationKeyword; params: Record<string, string | number> } | null;
/** The core's small schema-keyword validator. */
export const validateField: FieldValidator = () => null;
