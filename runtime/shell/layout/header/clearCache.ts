import { SESSION_LIFETIME_MS } from '../../config';
import { getAction } from '../../request/actions';
import { dictionaries } from '../../schema/runtimeServices';
import { ls } from '../../storage/localStore';
import { StorageKeys } from '../../storage/storageKeys';

/**
 * 清理缓存 (seed 000 section 4): the server drops its dictionary cache, then every dictionary is
 * fetched again and kept 7 days where login keeps them; the runtime's per-code copies are dropped so
 * pages read the fresh ones. Rejects when either call fails; the caller says so.
 */
export async function clearCache(): Promise<void> {
  const refreshed = await getAction<unknown>('/sys/dict/refleshCache', undefined, { silentErrors: true });
  if (!refreshed.success) throw new Error(refreshed.message);
  const all = await getAction<unknown>('/sys/dict/queryAllDictItems', undefined, { silentErrors: true });
  if (!all.success || typeof all.result !== 'object' || all.result === null) throw new Error(all.message);
  ls.set(StorageKeys.dictItems, all.result, SESSION_LIFETIME_MS);
  dictionaries.clear();
}
