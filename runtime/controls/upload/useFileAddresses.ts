import type { UploadFile } from 'antd';
import { useEffect, type Dispatch, type SetStateAction } from 'react';
import type { ResolveUrl } from '../../react/useResolvedUrl.ts';

/**
 * Gives every done file of the list the address it opens and previews at (`url`), from its stored
 * path through `fileUrl`: stored files when the list is made, new ones when their upload ends.
 * A file whose address cannot be had stays without one (its name is then plain text).
 */
export function useFileAddresses(files: UploadFile<string>[], setFiles: Dispatch<SetStateAction<UploadFile<string>[]>>, fileUrl: ResolveUrl): void {
  useEffect(() => {
    const unsigned = files.filter((file) => file.status === 'done' && file.response && !file.url);
    if (unsigned.length === 0) return;
    let live = true;
    const addressOf = (file: UploadFile<string>) =>
      Promise.resolve()
        .then(() => fileUrl(file.response ?? ''))
        .catch(() => undefined);
    const lookups = unsigned.map(async (file) => [file.uid, await addressOf(file)] as const);
    void Promise.all(lookups).then((pairs) => {
      const urls = new Map(pairs.filter((pair): pair is readonly [string, string] => pair[1] !== undefined));
      if (!live || urls.size === 0) return;
      setFiles((current) => current.map((file) => (!file.url && urls.has(file.uid) ? { ...file, url: urls.get(file.uid) } : file)));
    });
    return () => {
      live = false;
    };
  }, [files, setFiles, fileUrl]);
}
