import type { Db } from '../../db/database.ts';
import type { EntityRow } from '../../entities/dynamic.ts';
import type { EntityHooks } from '../../entities/hooks.ts';
import { ApiError } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { refuse } from '../../http/params.ts';
import { MOBILE } from '../../routes/registerRules.ts';
import { departMsg } from './messages.ts';
import { nextOrgCode } from './orgCode.ts';

/** 1 company, 2 department, 3 post (the platform's pages). */
const CATEGORIES = ['1', '2', '3'];
const MAX_ORDER = 999_999_999;

const described = (row: EntityRow) => `${String(row.departName)}(${String(row.orgCode)})`;

/** The field checks in the module's own words (the platform's, which its clients show). */
function checkFields(values: Record<string, unknown>): void {
  if (Object.hasOwn(values, 'orgCategory')) {
    values.orgCategory = values.orgCategory === null || values.orgCategory === '' ? '1' : values.orgCategory;
    if (!CATEGORIES.includes(String(values.orgCategory))) refuse('orgCategory', departMsg.categoryInvalid);
  }
  if (values.departOrder !== undefined && values.departOrder !== null && Math.abs(Number(values.departOrder)) > MAX_ORDER) refuse('departOrder', departMsg.orderInvalid);
  if (values.departOrder === null) values.departOrder = 0;
  if (values.mobile && !MOBILE.test(String(values.mobile))) refuse('mobile', departMsg.mobileInvalid);
}

/** Live users in the department (frozen ones too): it is not deleted under them. */
async function members(db: Db, departId: string): Promise<number> {
  const { n } = await db.kysely.selectFrom('sysUserDepart as ud').innerJoin('sysUser as u', 'u.id', 'ud.userId')
    .select((eb) => eb.fn.countAll<number>().as('n')).where('ud.depId', '=', departId).where('u.delFlag', '=', 0).executeTakeFirstOrThrow();
  return Number(n);
}

/** What goes with deleted departments, in the delete's transaction. */
async function removeLinks(db: Db, ids: string[]): Promise<void> {
  const { kysely } = db;
  // Only deleted accounts can still name them: their links go with them.
  await kysely.deleteFrom('sysUserDepart').where('depId', 'in', ids).execute();
  // Their permissions and their own roles, with their grants and holders.
  await kysely.deleteFrom('sysDepartRoleUser').where('droleId', 'in', kysely.selectFrom('sysDepartRole').select('id').where('departId', 'in', ids)).execute();
  await kysely.deleteFrom('sysDepartRolePermission').where('departId', 'in', ids).execute();
  await kysely.deleteFrom('sysDepartRole').where('departId', 'in', ids).execute();
  await kysely.deleteFrom('sysDepartPermission').where('departId', 'in', ids).execute();
  // Users who were in charge of them (sys_user.depart_ids) are no longer.
  for (const id of ids) {
    const inCharge = await kysely.selectFrom('sysUser').select(['id', 'departIds']).where('departIds', 'like', `%${id}%`).execute();
    for (const user of inCharge) {
      const rest = (user.departIds ?? '').split(',').filter((d) => d && d !== id).join(',') || null;
      if (rest !== user.departIds) await kysely.updateTable('sysUser').set({ departIds: rest }).where('id', '=', user.id).execute();
    }
  }
}

/**
 * 部门管理 is the declared tree entity of schemas/pages/sys-depart.json: the engine keeps has_child
 * and refuses a missing parent or deleting a department with sub-departments left. What is its
 * own is here: the org code allocated from the parent's, a place in the tree that stays (the codes
 * under it are built on it), the platform's node shape, and what goes with a deleted department.
 * The pickers' tree reads stay in routes.ts.
 */
export const departHooks: EntityHooks = {
  messages: {
    notFound: departMsg.departNotFound, treeParentMissing: departMsg.parentUnknown,
    treeHasChildren: departMsg.hasChildren, inBatch: departMsg.inBatch,
  },
  answerRow: true,
  // The platform's 批量删除: the chosen departments (a parent with its chosen sub-departments), all or none.
  allOrNone: true,
  describe: described,
  auditLine: (action, rows, batch) =>
    (action === 'delete' && batch ? fill(departMsg.batchDeleted, { names: rows.map(described).join('、') }) : undefined),

  async beforeWrite({ db }, { mode, values }) {
    checkFields(values);
    if (mode === 'edit') {
      // The parent and org code stay: the codes of everything under it are built on them.
      for (const fixed of ['parentId', 'orgCode', 'orgType']) delete values[fixed];
      return;
    }
    const parentId = values.parentId ? String(values.parentId) : null;
    const parent = parentId ? await db.kysely.selectFrom('sysDepart').select('orgCode').where('id', '=', parentId).executeTakeFirst() : undefined;
    Object.assign(values, {
      parentId, orgType: parent ? '2' : '1', orgCode: await nextOrgCode(db, parent?.orgCode ?? ''), status: '1', delFlag: '0',
    });
  },

  async beforeDelete({ db }, rows) {
    for (const row of rows) {
      const count = await members(db, String(row.id));
      if (count === 0) continue;
      const reason = fill(departMsg.hasMembers, { count });
      throw new ApiError(rows.length > 1 ? fill(departMsg.inBatch, { name: String(row.departName), reason }) : reason);
    }
  },

  async afterDelete({ db }, rows) {
    await removeLinks(db, rows.map((r) => String(r.id)));
  },

  // The platform's tree node (api-contract §6), as the tree reads answer it (tree.ts).
  async decorate(_db, rows) {
    for (const row of rows) {
      Object.assign(row, {
        parentId: row.parentId || null, key: row.id, value: row.id, title: row.departName, isLeaf: row.hasChild !== '1',
        qywxIdentifier: null, directorUserIds: null, children: null,
      });
    }
  },
};
