import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/envelope.ts';
import { newId } from '../ids.ts';
import { accountMsg } from '../routes/accountMessages.ts';
import { checkUpload } from './checkUpload.ts';
import type { Received } from './receiveUpload.ts';
import { accountTables } from './tables.ts';
import { parseBiz, storedName } from './uploadPaths.ts';

const baseName = (name: string) => name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);

/**
 * Checks a received file and moves it to `<root>/<biz>/<generated name>`, recording who uploaded
 * it. Answers the stored path relative to the root (what the client keeps and sends back). The
 * temporary file is gone afterwards, whatever happened.
 */
export async function storeUpload(db: Db, root: string, file: Received, uploader: { id: string; username: string }): Promise<string> {
  let moved: string | undefined;
  try {
    const biz = parseBiz(file.fields.biz?.trim());
    if (!biz) throw new ApiError(accountMsg.uploadBadBiz);
    const verdict = checkUpload(file);
    if ('refused' in verdict) throw new ApiError(verdict.refused);

    const name = storedName(file.ext);
    const relative = [...biz, name].join('/');
    await fs.promises.mkdir(path.join(root, ...biz), { recursive: true });
    moved = path.join(root, ...biz, name);
    await fs.promises.rename(file.tempFile, moved);
    await accountTables(db)
      .insertInto('appUpload')
      .values({
        id: newId(),
        path: relative,
        biz: biz.join('/'),
        originalName: baseName(file.originalName) || name,
        size: file.size,
        contentType: verdict.type.contentType,
        userId: uploader.id,
        username: uploader.username,
        createdAt: Date.now(),
      })
      .execute();
    return relative;
  } catch (error) {
    if (moved) await fs.promises.rm(moved, { force: true });
    throw error;
  } finally {
    await fs.promises.rm(file.tempFile, { force: true });
  }
}
