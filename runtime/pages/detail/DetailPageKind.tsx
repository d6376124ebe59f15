import { Alert, Card, Descriptions, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { Row } from '../../../schemas/adapter.ts';
import type { DetailPage } from '../../../schemas/types.ts';
import { sanitizeHtml } from '../../controls/shared/sanitize.ts';
import { hasPermission } from '../../core/permissions.ts';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { pageKindMessages } from '../messages.ts';
import type { PageKindProps } from '../registry.ts';

type Field = DetailPage['fields'][number];

function FieldValue({ field, row }: { field: Field; row: Row }) {
  const { dictionaries } = useRuntime();
  const raw = row[field.field];
  if (field.dictCode) {
    const text = typeof row[`${field.field}_dictText`] === 'string' ? String(row[`${field.field}_dictText`]) : dictionaries.textOf(field.dictCode, raw);
    return field.render === 'tag' ? <Tag>{text}</Tag> : <>{text}</>;
  }
  if (field.render === 'html') return <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(raw ?? '')) }} />;
  if (field.render === 'date') return <>{String(raw ?? '').slice(0, 10)}</>;
  return <>{raw === null || raw === undefined ? '' : String(raw)}</>;
}

/** One record, read by the `id` query parameter, as labelled fields. */
export function DetailPageKind({ schema, params }: PageKindProps) {
  const page = schema as DetailPage;
  const services = useRuntime();
  const id = params.get('id');
  const [row, setRow] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(id ? null : pageKindMessages.missingId);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    const dictCodes = page.fields.flatMap((f) => (f.dictCode ? [f.dictCode] : []));
    Promise.all([services.adapters.create(page.dataSource).get({ id, signal: controller.signal }), ...dictCodes.map((c) => services.dictionaries.get(c).catch(() => []))])
      .then(([record]) => setRow(record as Row))
      .catch((e: unknown) => !controller.signal.aborted && setError(e instanceof Error ? e.message : pageKindMessages.loadFailed));
    return () => controller.abort();
  }, [id, page, services]);

  if (error) return <Alert type="warning" showIcon message={error} />;
  if (!row) return <Spin style={{ display: 'block', margin: 48 }} />;
  const lists = services.permissions();
  return (
    <Card title={page.title}>
      <Descriptions bordered column={3}>
        {page.fields
          .filter((f) => hasPermission(f.has, lists))
          .map((f) => (
            <Descriptions.Item key={f.field} label={f.label} span={f.span ?? 1}>
              <FieldValue field={f} row={row} />
            </Descriptions.Item>
          ))}
      </Descriptions>
    </Card>
  );
}
