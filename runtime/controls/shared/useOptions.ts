import { useEffect, useState } from 'react';
import type { Control, ControlOption } from '../../../schemas/types.ts';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { controlMessages } from '../messages.ts';

export interface OptionsState {
  options: ControlOption[];
  /** Why options could not be loaded ('字典Code不能为空!' for an empty dictCode). */
  error?: string;
}

type Loaded = { key: string; options: ControlOption[]; error?: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The list inside a GET answer: the answer itself, or its records / list / data. */
export function listOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  if (isRecord(result)) {
    for (const key of ['records', 'list', 'data']) {
      const inner = result[key];
      if (Array.isArray(inner)) return inner;
    }
  }
  return [];
}

function toOption(item: unknown): ControlOption | undefined {
  if (!isRecord(item)) return undefined;
  const value = item.value;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  const label = item.label ?? item.text ?? item.title ?? value;
  return { label: String(label), value };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A choice control's options: `dictCode` → the dictionary's items (services.dictionaries);
 * `dataType: 'dynamic'` → the static options followed by the list GET `action` answers
 * (as select.vue appends res.data); otherwise the static options.
 */
export function useOptions(control: Control): OptionsState {
  const services = useRuntime();
  const { dictionaries } = services;
  const dictCode = typeof control.dictCode === 'string' ? control.dictCode : undefined;
  const action = control.dataType === 'dynamic' && control.action ? control.action : undefined;
  const key = dictCode !== undefined ? `dict:${dictCode}` : action ? `url:${action}` : '';
  const [loaded, setLoaded] = useState<Loaded | undefined>(() => {
    const known = dictCode ? dictionaries.peek(dictCode) : undefined;
    return known ? { key, options: known.map((o) => ({ label: o.text, value: o.value })) } : undefined;
  });

  useEffect(() => {
    if (!key || loaded?.key === key) return;
    const abort = new AbortController();
    const request =
      dictCode !== undefined
        ? dictionaries.get(dictCode, abort.signal).then((items) => items.map((o) => ({ label: o.text, value: o.value })))
        : services.getJson(action ?? '', undefined, abort.signal).then((result) => listOf(result).flatMap((item) => toOption(item) ?? []));
    request.then(
      (options) => !abort.signal.aborted && setLoaded({ key, options }),
      (error: unknown) => !abort.signal.aborted && setLoaded({ key, options: [], error: reason(error) }),
    );
    return () => abort.abort();
  }, [key, loaded?.key, dictCode, action, dictionaries, services]);

  const fromSource = loaded?.key === key ? loaded : undefined;
  const own = control.options ?? [];
  if (dictCode !== undefined) return { options: fromSource?.options ?? [], error: fromSource?.error };
  if (!action) return { options: own };
  const error = fromSource?.error ? controlMessages.optionsLoadFailed(fromSource.error) : undefined;
  return { options: [...own, ...(fromSource?.options ?? [])], error };
}
