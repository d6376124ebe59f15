import { CURRENT_VERSION } from '../types.ts';
import { v0ToV1 } from './v0ToV1.ts';

type Step = (schema: Record<string, unknown>) => Record<string, unknown>;

/** steps[n] takes a schema of version n to version n + 1. A gap fails at start-up. */
const steps: Step[] = [v0ToV1];

if (steps.length !== CURRENT_VERSION) {
  throw new Error(`schema migrations cover versions 0..${steps.length} but the language is at ${CURRENT_VERSION}`);
}

export class SchemaVersionError extends Error {}

/** The schema's version: a missing one means version 0. */
export function versionOf(schema: Record<string, unknown>): number {
  const version = schema.version;
  return version === undefined ? 0 : typeof version === 'number' && Number.isInteger(version) ? version : -1;
}

/**
 * Brings a page schema of any older version up to the current one, step by step. A schema of the
 * current version is returned as it is (the same object), so loading and saving changes nothing.
 */
export function migratePage(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  let current = schema as Record<string, unknown>;
  let version = versionOf(current);
  if (version < 0) throw new SchemaVersionError(`$.version: must be a whole number, got ${JSON.stringify(current.version)}`);
  if (version > CURRENT_VERSION) {
    throw new SchemaVersionError(`$.version: ${version} is newer than this product understands (${CURRENT_VERSION})`);
  }
  while (version < CURRENT_VERSION) {
    current = steps[version](current);
    version += 1;
  }
  return current;
}
