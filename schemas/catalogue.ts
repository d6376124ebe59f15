import type { SchemaProblem } from './validate.ts';

/**
 * One page of GET /sys/schema/pages: a schema file as the server read it, valid or not, with the
 * problems the server found. The server builds these; the shell looks menu components up in them.
 */
export interface SchemaCatalogueEntry {
  id: string;
  file: string;
  /** Empty when the file does not say. */
  kind: string;
  title: string;
  components: string[];
  /** The migrated JSON, even when invalid, so the UI can show it beside its problems. */
  schema: unknown;
  problems: SchemaProblem[];
}
