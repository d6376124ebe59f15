import { ConfigProvider, Image, Tag, theme } from 'antd';
import dayjs from 'dayjs';
import { useContext, type ReactNode } from 'react';
import type { DictOption, Row } from '../../../schemas/adapter.ts';
import type { ListColumn } from '../../../schemas/types.ts';
import { useFilePreview } from '../../react/file-preview/FilePreview.tsx';
import { useResolvedUrl, type ResolveUrl } from '../../react/useResolvedUrl.ts';

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
  fileUrl: ResolveUrl;
  /**
   * The class antd's Tag gives a plain tag (`ant-tag` and the theme's hash, see useTagClassName):
   * a list draws its tags as spans of that class rather than a Tag component each. Without it, Tag.
   */
  tagClassName?: string;
}

/**
 * The class of a plain antd Tag in this theme. A page that draws tags with it keeps one real Tag
 * mounted (hidden), so that antd has written the tag's styles.
 */
export function useTagClassName(): string {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const { hashId } = theme.useToken();
  return [getPrefixCls('tag'), hashId].filter(Boolean).join(' ');
}

function TagText({ text, className }: { text: string; className: string | undefined }) {
  return className ? <span className={className}>{text}</span> : <Tag>{text}</Tag>;
}

/** A safe address (http(s), or a path the app serves) as it is; a stored path through `fileUrl`. */
function useCellAddress(value: string | undefined, fileUrl: ResolveUrl): string | undefined {
  const safe = value !== undefined && SAFE_URL.test(value);
  const resolved = useResolvedUrl(safe ? undefined : value, fileUrl);
  return safe ? value : resolved;
}

function ImageCell({ path, alt, fileUrl }: { path: string; alt: string; fileUrl: ResolveUrl }) {
  const src = useCellAddress(path, fileUrl);
  // The same width while the signed address is on its way, so the column does not jump.
  return src ? <Image width={48} src={src} alt={alt} /> : <span style={{ display: 'inline-block', width: 48 }} aria-busy />;
}

function FileLinkCell({ text, fileUrl }: { text: string; fileUrl: ResolveUrl }) {
  // Any other scheme (javascript:, data:) is shown as text, never linked.
  const href = useCellAddress(/^[a-z][a-z0-9+.-]*:/i.test(text) && !SAFE_URL.test(text) ? undefined : text, fileUrl);
  // A PDF or a video opens in its dialog (seed 002 §9), at the same signed address.
  const preview = useFilePreview();
  const name = text.slice(text.lastIndexOf('/') + 1) || text;
  return href ? (
    <>
      <a href={href} target="_blank" rel="noreferrer" onClick={(event) => preview.open({ url: href, name }) && event.preventDefault()}>
        {text}
      </a>
      {preview.dialog}
    </>
  ) : (
    <>{text}</>
  );
}

/**
 * A cell's content: plain text as a string, which costs the table no component of its own (a list
 * page shows hundreds of cells), anything else through CellValue.
 */
export function cellContent(props: CellValueProps): ReactNode {
  const { column, row } = props;
  if (column.dictCode ? column.render === 'tag' : column.render && column.render !== 'text') return <CellValue {...props} />;
  if (column.dictCode) return dictText(row, column.field, props.items ?? []);
  const value = row[column.field];
  return isEmpty(value) ? null : String(value);
}

/** One cell by the column's `render`: text, dictionary tag, date, datetime, image or link. */
export function CellValue({ column, row, items, fileUrl, tagClassName }: CellValueProps) {
  const value = row[column.field];
  if (column.dictCode) {
    const text = dictText(row, column.field, items ?? []);
    if (column.render !== 'tag' || text === '') return <>{text}</>;
    return (
      <>
        {text.split(',').map((t, i) => (
          <TagText key={`${t}-${i}`} text={t} className={tagClassName} />
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
      return <TagText text={text} className={tagClassName} />;
    case 'image':
      return <ImageCell path={text.split(',')[0]} alt={column.title} fileUrl={fileUrl} />;
    case 'link':
      return <FileLinkCell text={text} fileUrl={fileUrl} />;
    default:
      return <>{text}</>;
  }
}
