// The types of validators.generated.js (ajv standalone code, written by `npm run gen:validators`).
import type { ErrorObject } from 'ajv';

export interface PrecompiledValidator {
  (data: unknown): boolean;
  /** The last call's failures; null when it passed. */
  errors?: ErrorObject[] | null;
}

export declare const validatePage: PrecompiledValidator;
export declare const validateFormContent: PrecompiledValidator;
export declare const validateFieldSet: PrecompiledValidator;
