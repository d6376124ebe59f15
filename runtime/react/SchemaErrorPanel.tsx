import { Alert, Typography } from 'antd';
import type { SchemaProblem } from '../../schemas/validate.ts';
import { formMessages } from './messages.ts';

export interface SchemaErrorPanelProps {
  problems: readonly SchemaProblem[];
  title?: string;
  /** Where the schema came from (a file or page id), shown under the title. */
  source?: string;
}

/** A schema that fails the meta-schema: every problem with its JSON path, instead of a blank page. */
export function SchemaErrorPanel({ problems, title = formMessages.schemaInvalid, source }: SchemaErrorPanelProps) {
  return (
    <Alert
      type="error"
      showIcon
      message={title}
      description={
        <>
          {source ? (
            <div>
              {formMessages.source}：<code>{source}</code>
            </div>
          ) : null}
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {problems.map((problem, i) => (
              <li key={`${i}-${problem.path}`}>
                <code>{problem.path}</code> {problem.message} <Typography.Text type="secondary">({problem.rule})</Typography.Text>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
