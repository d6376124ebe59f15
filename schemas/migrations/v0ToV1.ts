/**
 * Version 0 (before schemas carried a version): the page kind was `type`, and list columns named
 * their field `dataIndex` as the existing platform's tables do. Version 1 says `kind` and `field`.
 */
export function v0ToV1(schema: Record<string, unknown>): Record<string, unknown> {
  const { type, ...rest } = schema;
  const next: Record<string, unknown> = { ...rest, kind: rest.kind ?? type, version: 1 };
  if (Array.isArray(next.columns)) {
    next.columns = next.columns.map((column: unknown) => {
      if (!column || typeof column !== 'object') return column;
      const { dataIndex, ...others } = column as Record<string, unknown>;
      return 'field' in others || dataIndex === undefined ? others : { field: dataIndex, ...others };
    });
  }
  return next;
}
