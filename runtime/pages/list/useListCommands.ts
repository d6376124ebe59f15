import { App } from 'antd';
import type { DataAdapter, Row } from '../../../schemas/adapter.ts';
import { toListQuery, type ListState } from './listState.ts';
import { listMessages as m } from './messages.ts';
import { saveFile } from './saveFile.ts';
import { percentOf } from './transferOutcome.ts';
import { reportFailure } from '../../core/failures.ts';

const EXPORT_KEY = 'list-export';

export interface ListCommandsParams {
  adapter: DataAdapter;
  idField: string;
  state: ListState;
  selected: readonly string[];
  setSelected: (keys: string[]) => void;
  /** Called after rows were removed, with how many, so the list can step back a page. */
  afterRemoval: (removed: number) => void;
}

/**
 * What the toolbar and the row links do against the adapter, with the seed's messages: the
 * server's message on success, a warning with its message on failure.
 */
export function useListCommands({ adapter, idField, state, selected, setSelected, afterRemoval }: ListCommandsParams) {
  const { message, modal } = App.useApp();

  const removeRow = async (row: Row) => {
    const id = String(row[idField]);
    try {
      const result = await adapter.remove({ id });
      message.success(result.message);
      setSelected(selected.filter((k) => k !== id));
      afterRemoval(1);
    } catch (error) {
      reportFailure(message.warning, error, m.delete);
    }
  };

  const removeSelected = () => {
    if (selected.length === 0) {
      message.warning(m.selectOne);
      return;
    }
    const ids = [...selected];
    modal.confirm({
      title: m.batchDeleteTitle,
      content: m.batchDeleteConfirm,
      okText: m.ok,
      cancelText: m.cancel,
      onOk: async () => {
        try {
          const result = await adapter.removeMany({ ids });
          message.success(result.message);
          setSelected([]);
          afterRemoval(ids.length);
        } catch (error) {
          reportFailure(message.warning, error, m.batchDelete);
        }
      },
    });
  };

  /** The selected rows, or every row of the current query when none is selected. */
  const exportRows = async () => {
    message.loading({ key: EXPORT_KEY, content: m.exporting(undefined), duration: 0 });
    try {
      const file = await adapter.export({
        query: toListQuery(state),
        selections: [...selected],
        onProgress: (p) => message.loading({ key: EXPORT_KEY, content: m.exporting(percentOf(p)), duration: 0 }),
      });
      saveFile(file.data, file.fileName);
      message.success({ key: EXPORT_KEY, content: m.exported });
    } catch (error) {
      reportFailure((content) => message.warning({ key: EXPORT_KEY, content }), error, m.exportFailed);
    }
  };

  return { removeRow, removeSelected, exportRows };
}
