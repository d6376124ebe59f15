import { useEffect, useState } from 'react';
import type { Control } from '../../../schemas/types.ts';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { controlMessages } from '../messages.ts';
import { readFlag, readObject, readText } from '../shared/read.ts';
import { listOf } from '../shared/useOptions.ts';
import { areaLevels, areaOptions, loadAreaTable } from './areaData.ts';

export type CascaderItem = Record<string, unknown>;

export interface FieldNames {
  label: string;
  value: string;
  children: string;
}

export interface CascaderOptions {
  options: CascaderItem[];
  fieldNames: FieldNames;
  loading: boolean;
  error?: string;
}

type Source = { kind: 'static' } | { kind: 'area'; levels: number } | { kind: 'dynamic'; action: string } | { kind: 'bad'; error: string };

const isItem = (value: unknown): value is CascaderItem => typeof value === 'object' && value !== null && !Array.isArray(value);
const key = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Where a cascader's options come from: the area table (`areaData`), the `action` (dataType dynamic), or the given ones. */
function sourceOf(control: Control): Source {
  if (readFlag(control, 'areaData')) {
    try {
      return { kind: 'area', levels: areaLevels(control.areaType ?? 'district') };
    } catch (error) {
      return { kind: 'bad', error: controlMessages.areaBadType(reason(error), String(control.areaType)) };
    }
  }
  const action = readText(control, 'action');
  return control.dataType === 'dynamic' && action ? { kind: 'dynamic', action } : { kind: 'static' };
}

type Loaded = { from: string; options: CascaderItem[]; error?: string };

/**
 * A cascader's options and the keys to read them by. Area options use label/value/children
 * and area codes as values; given and loaded options keep the control's dynamic keys (`props`).
 */
export function useCascaderOptions(control: Control): CascaderOptions {
  const services = useRuntime();
  const props = readObject(control, 'props');
  const source = sourceOf(control);
  const from = source.kind === 'area' ? `area:${source.levels}` : source.kind === 'dynamic' ? `url:${source.action}` : '';
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    if (!from) return;
    const abort = new AbortController();
    const request =
      source.kind === 'area'
        ? loadAreaTable().then((table) => areaOptions(table, source.levels) as unknown as CascaderItem[])
        : services.getJson(source.kind === 'dynamic' ? source.action : '', undefined, abort.signal).then((result) => listOf(result).filter(isItem));
    request.then(
      (options) => !abort.signal.aborted && setLoaded({ from, options }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const message = source.kind === 'area' ? controlMessages.areaLoadFailed : controlMessages.optionsLoadFailed(reason(error));
        setLoaded({ from, options: [], error: message });
      },
    );
    return () => abort.abort();
    // `from` names the source completely; `source` is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [from, services]);

  if (source.kind === 'bad') return { options: [], fieldNames: { label: 'label', value: 'value', children: 'children' }, loading: false, error: source.error };
  if (source.kind === 'area') {
    const current = loaded?.from === from ? loaded : undefined;
    return { options: current?.options ?? [], fieldNames: { label: 'label', value: 'value', children: 'children' }, loading: !current, error: current?.error };
  }
  const fieldNames = { label: key(props.label, 'label'), value: key(props.value, 'value'), children: key(props.children, 'children') };
  const own = Array.isArray(control.options) ? (control.options as unknown[]).filter(isItem) : [];
  if (source.kind === 'static') return { options: own, fieldNames, loading: false };
  const current = loaded?.from === from ? loaded : undefined;
  // As the older select: the loaded list follows the given options.
  return { options: [...own, ...(current?.options ?? [])], fieldNames, loading: !current, error: current?.error };
}
