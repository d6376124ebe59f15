import { App, Button, Col, Form, Input, Modal, Row, Select, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { SuperQuery } from '../../../schemas/adapter.ts';
import { useDictOptions } from '../list/useDictOptions.ts';
import { blankLine, isEmptyQuery, toLines, toSuperQuery, type ConditionLine } from './conditions.ts';
import { ConditionRow } from './ConditionRow.tsx';
import { superQueryMessages as m } from './messages.ts';
import type { QueryField } from './queryFields.ts';
import { checkSave, readSavedQueries, removeSavedQuery, savedQueryKey, upsertSavedQuery, writeSavedQueries, type QueryStore, type SavedQuery } from './savedQueries.ts';
import { SavedQueryList } from './SavedQueryList.tsx';

/** Seed 002 section 9: the query builder modal is 1000 wide. */
export const SUPER_QUERY_WIDTH = 1000;

export interface SuperQueryModalProps {
  open: boolean;
  fields: readonly QueryField[];
  /** The query now in force; the builder opens with it. */
  value: SuperQuery | undefined;
  /** The page's path: saved queries are kept per page. */
  pagePath: string;
  /** Called with the query to apply, or undefined to clear it (重置). */
  onSearch: (query: SuperQuery | undefined) => void;
  onClose: () => void;
  store?: QueryStore;
}

const matchOptions = [
  { value: 'and', label: m.matchAnd },
  { value: 'or', label: m.matchOr },
];

/** 高级查询构造器: condition lines, and/or, saved queries per page (seed 002 sections 2, 4, 5). */
export function SuperQueryModal({ open, fields, value, pagePath, onSearch, onClose, store = window.localStorage }: SuperQueryModalProps) {
  const { message, modal } = App.useApp();
  const key = savedQueryKey(pagePath);
  const [lines, setLines] = useState<ConditionLine[]>(() => toLines(value));
  const [matchType, setMatchType] = useState<SuperQuery['matchType']>(value?.matchType ?? 'and');
  const [saved, setSaved] = useState<SavedQuery[]>(() => readSavedQueries(store, key));
  const [naming, setNaming] = useState<string | null>(null);
  const dictItems = useDictOptions(useMemo(() => fields.map((f) => f.dictCode), [fields]));

  useEffect(() => {
    if (!open) return;
    setLines(toLines(value));
    setMatchType(value?.matchType ?? 'and');
    setSaved(readSavedQueries(store, key));
  }, [open, value, store, key]);

  const replaceLine = (index: number, line: ConditionLine) => setLines((prev) => prev.map((l, i) => (i === index ? line : l)));
  const addLine = (index: number) => setLines((prev) => [...prev.slice(0, index + 1), blankLine(), ...prev.slice(index + 1)]);
  // Removing the last line leaves a blank one: the builder never shows nothing at all.
  const removeLine = (index: number) => setLines((prev) => (prev.length <= 1 ? [blankLine()] : prev.filter((_, i) => i !== index)));

  const search = () => {
    if (isEmptyQuery(lines)) {
      message.warning(m.emptyQuery);
      return;
    }
    onSearch(toSuperQuery(lines, matchType, fields));
    onClose();
  };
  const reset = () => {
    setLines([blankLine()]);
    setMatchType('and');
    onSearch(undefined);
  };

  const persist = (title: string) => {
    const next = upsertSavedQuery(saved, { title, matchType, records: toSuperQuery(lines, matchType, fields).conditions });
    writeSavedQueries(store, key, next);
    setSaved(next);
    setNaming(null);
    message.success(m.saveOk);
  };
  const startSave = () => {
    if (isEmptyQuery(lines)) message.warning(m.emptySave);
    else setNaming('');
  };
  const confirmName = () => {
    const title = (naming ?? '').trim();
    switch (checkSave({ emptyQuery: false, title, list: saved })) {
      case 'emptyName':
        message.warning(m.nameRequired);
        return;
      case 'exists':
        modal.confirm({ title: m.overwrite(title), okText: m.ok, cancelText: m.cancel, onOk: () => persist(title) });
        return;
      default:
        persist(title);
    }
  };
  const deleteSaved = (title: string) => {
    const next = removeSavedQuery(saved, title);
    writeSavedQueries(store, key, next);
    setSaved(next);
  };

  const footer = (
    <Space>
      <Button onClick={reset}>{m.reset}</Button>
      <Button onClick={startSave}>{m.save}</Button>
      <Button onClick={onClose}>{m.close}</Button>
      <Button type="primary" onClick={search}>
        {m.search}
      </Button>
    </Space>
  );

  return (
    <Modal title={m.title} open={open} width={SUPER_QUERY_WIDTH} onCancel={onClose} footer={footer} destroyOnHidden>
      <Row gutter={16}>
        <Col span={18}>
          <Form layout="inline" style={{ marginBottom: 12 }}>
            <Form.Item label={m.matchType}>
              <Select aria-label={m.matchType} style={{ width: 260 }} options={matchOptions} value={matchType} onChange={setMatchType} />
            </Form.Item>
          </Form>
          <Space direction="vertical" style={{ width: '100%' }}>
            {lines.map((line, index) => (
              <ConditionRow key={line.key} line={line} fields={fields} dictItems={dictItems} onChange={(l) => replaceLine(index, l)} onAdd={() => addLine(index)} onRemove={() => removeLine(index)} />
            ))}
          </Space>
        </Col>
        <Col span={6}>
          <SavedQueryList
            list={saved}
            onLoad={(q) => {
              setLines(toLines({ conditions: q.records }));
              setMatchType(q.matchType);
            }}
            onDelete={deleteSaved}
          />
        </Col>
      </Row>
      <Modal title={m.nameTitle} open={naming !== null} onOk={confirmName} onCancel={() => setNaming(null)} okText={m.ok} cancelText={m.cancel} destroyOnHidden>
        <Input aria-label={m.nameTitle} value={naming ?? ''} onChange={(e) => setNaming(e.target.value)} onPressEnter={confirmName} />
      </Modal>
    </Modal>
  );
}
