import type { Migration } from 'kysely';
import * as system from './001_system.ts';

/** Every migration, in order. A new step is a new file added here; released steps never change. */
export const migrations: Record<string, Migration> = {
  '001_system': system,
};
