import type { Db } from '../../db/database.ts';
import { text } from '../../http/body.ts';
import { ROLE_CODE } from '../roles/input.ts';
import { refuse } from '../../http/params.ts';
import { departRoleMsg } from './messages.ts';

export interface DepartRoleInput { roleName: string; roleCode: string; description: string | null }

/** Name, code (unique within the department) and description of a department role. */
export async function readDepartRoleInput(db: Db, departId: string, body: Record<string, unknown>, exceptId?: string): Promise<DepartRoleInput> {
  const roleName = text(body, 'roleName', 201);
  if (!roleName) refuse('roleName', departRoleMsg.nameRequired);
  if (roleName.length > 200) refuse('roleName', departRoleMsg.nameTooLong);
  const roleCode = text(body, 'roleCode', 101);
  if (!roleCode) refuse('roleCode', departRoleMsg.codeRequired);
  if (!ROLE_CODE.test(roleCode)) refuse('roleCode', departRoleMsg.codeInvalid);
  const description = text(body, 'description', 256);
  if (description.length > 255) refuse('description', departRoleMsg.descriptionTooLong);
  let taken = db.kysely.selectFrom('sysDepartRole').select('id').where('departId', '=', departId).where('roleCode', '=', roleCode);
  if (exceptId) taken = taken.where('id', '<>', exceptId);
  if (await taken.executeTakeFirst()) refuse('roleCode', departRoleMsg.codeTaken);
  return { roleName, roleCode, description: description || null };
}
