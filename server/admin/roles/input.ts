import type { Db } from '../../db/database.ts';
import { text } from '../../http/body.ts';
import { refuse } from '../../http/params.ts';
import { roleMsg } from './messages.ts';
import { hasMarkup, markupProblem } from '../../http/plainText.ts';

export const ROLE_CODE = /^\w{1,100}$/;

export interface RoleInput { roleName: string; roleCode: string; description: string | null }

export async function readRoleInput(db: Db, body: Record<string, unknown>, exceptId?: string): Promise<RoleInput> {
  const roleName = text(body, 'roleName', 201);
  if (!roleName) refuse('roleName', roleMsg.nameRequired);
  if (roleName.length > 200) refuse('roleName', roleMsg.nameTooLong);
  if (hasMarkup(roleName)) refuse('roleName', markupProblem('角色名称'));
  const roleCode = text(body, 'roleCode', 101);
  if (!roleCode) refuse('roleCode', roleMsg.codeRequired);
  if (!ROLE_CODE.test(roleCode)) refuse('roleCode', roleMsg.codeInvalid);
  const description = text(body, 'description', 256);
  if (description.length > 255) refuse('description', roleMsg.descriptionTooLong);
  let taken = db.kysely.selectFrom('sysRole').select('id').where('roleCode', '=', roleCode);
  if (exceptId) taken = taken.where('id', '<>', exceptId);
  if (await taken.executeTakeFirst()) refuse('roleCode', roleMsg.codeTaken);
  return { roleName, roleCode, description: description || null };
}
