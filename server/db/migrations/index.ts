import type { Migration } from 'kysely';
import * as system from './001_system.ts';
import * as files from './002_files.ts';
import * as entityCounts from './003_entity_counts.ts';
import * as pushEvents from './004_push_events.ts';
import * as uploads from './005_uploads.ts';
import * as formsCategories from './006_forms_categories.ts';

/** Every migration, in order. A new step is a new file added here; released steps never change. */
export const migrations: Record<string, Migration> = {
  '001_system': system,
  '002_files': files,
  '003_entity_counts': entityCounts,
  '004_push_events': pushEvents,
  '005_uploads': uploads,
  '006_forms_categories': formsCategories,
};
