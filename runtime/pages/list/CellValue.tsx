import { Image, Tag } from 'antd';
import dayjs from 'dayjs';
import type { DictOption, Row } from '../../../schemas/adapter.ts';
import type { ListColumn } from '../../../schemas/types.ts';

const FORMATS = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' } as const;
/** Only addresses that cannot run script: http(s), or a path the app serves. */
const SAFE_URL = /^(https?:\/\/|\/)/i;

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** A dictionary column's text: the server's `<field>_dictText` when the row has it, else translated here. */
export function dictText(row: Row, field: string, items: readonly DictOption[]): string {
  const sent = row[`${field}_dictText`];
  if (typeof sent === 'string' && sent !== '') return sent;
  const value = row[field];
  if (isEmpty(value)) return '';
  return String(value)
    .split(',')
    .map((v) => items.find((i) => i.value === v)?.text ?? v)
    .join(',');
}

export interface CellValueProps {
  column: ListColumn;
  row: Row;
  /** The items of the column's dictionary, when it has one. */
  items: readonly DictOption[] | undefined;
  fileUrl: (path: string) => string;
}

/** One cell by the column's `render`: text, dictionary tag, date, datetime, image or link. */
export function CellValue({ column, row, items, fileUrl }: CellValueProps) {
  const value = row[column.field];
  if (column.dictCode) {
    const text = dictText(row, column.field, items ?? []);
    if (column.render !== 'tag' || text === '') return <>{text}</>;
    return (
      <>
        {text.split(',').map((t, i) => (
          <Tag key={`${t}-${i}`}>{t}</Tag>
        ))}
      </>
    );
  }
  if (isEmpty(value)) return null;
  const text = String(value);
  switch (column.render) {
    case 'date':
    case 'datetime': {
      const parsed = dayjs(text);
      return <>{parsed.isValid() ? parsed.format(FORMATS[column.render]) : text}</>;
    }
    case 'tag':
      return <Tag>{text}</Tag>;
    case 'image': {
      const first = text.split(',')[0];
      return <Image width={48} src={SAFE_URL.test(first) ? first : fileUrl(first)} alt={column.title} />;
    }
    case 'link': {
      const href = SAFE_URL.test(text) ? text : /^[a-z][a-z0-9+.-]*:/i.test(text) ? undefined : fileUrl(text);
      return href ? (
        <a href={href} target="_blank" rel="noreferrer">
          {text}
        </a>
      ) : (
        <>{text}</>
      );
    }
    default:
      return <>{text}</>;
  }
}
