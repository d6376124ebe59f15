import { Card, Descriptions, Empty } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { workflowMessages as m } from './messages';

const PARAMETERS = ['procInsId', 'deployId', 'taskId', 'businessKey', 'category', 'finished'] as const;

/** How a parameter reads: the finished flag gets its word beside the raw value; the rest as given. */
function shown(key: (typeof PARAMETERS)[number], value: string | null): string {
  if (value === null || value === '') return m.notGiven;
  const word = key === 'finished' ? m.finished[value] : undefined;
  return word ? `${word}（${value}）` : value;
}

/**
 * /flowable/task/record/index (seed 000 section 2.1): opened from lists with the process
 * parameters in the query. No workflow engine backs this product, so the page shows the
 * parameters it was given and says plainly that there is no record to show.
 */
export function TaskRecordPage() {
  useDocumentTitle(m.title);
  const [params] = useSearchParams();

  return (
    <>
      <Card title={m.parameters} style={{ marginBottom: 16 }}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={PARAMETERS.map((key) => ({ key, label: m.labels[key], children: <span data-testid={`record-${key}`}>{shown(key, params.get(key))}</span> }))}
        />
      </Card>
      <Card title={m.records}>
        <Empty description={<><div>{m.noRecords}</div><div style={{ fontSize: 12 }}>{m.noEngine}</div></>} />
      </Card>
    </>
  );
}
