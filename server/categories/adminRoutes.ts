import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { caller, perm } from '../auth/access.ts';
import { audit } from '../admin/logs/audit.ts';
import { pageParams } from '../entities/listParams.ts';
import { bodyOf, queryOf, text } from '../http/body.ts';
import { ok, okMessage } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';
import { readCategoryInput } from './input.ts';
import { categoryMsg } from './messages.ts';
import { categoryPerms } from './permissions.ts';
import { addCategory, deleteCategories, deleteCategory, editCategory, findCategory, listCategories } from './records.ts';
import { batchIds } from '../http/batchIds.ts';
import { requiredId } from '../http/params.ts';

const BASE = '/sys/category';

/** 分类字典: the category tree's administration, a level at a time (the tree list's contract). */
export function categoryAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const access = (code: string) => ({ config: { access: perm(code) } });

  app.get(`${BASE}/list`, access(categoryPerms.list), async (request) => {
    const query = queryOf(request);
    return ok(await listCategories(db, {
      ...pageParams(query), pid: text(query, 'pid', 64), name: text(query, 'name', 100), code: text(query, 'code', 100),
    }));
  });

  app.get(`${BASE}/queryById`, access(categoryPerms.list), async (request) => ok(await findCategory(db, requiredId(queryOf(request)))));

  app.post(`${BASE}/add`, access(categoryPerms.add), async (request) => {
    const category = await addCategory(db, readCategoryInput(bodyOf(request)), caller(request).user);
    await audit(ctx, request, fill(categoryMsg.audit.added, { name: category.name, code: category.code }));
    return ok(category, msg.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: `${BASE}/edit`,
    ...access(categoryPerms.edit),
    handler: async (request) => {
      const body = bodyOf(request);
      const category = await editCategory(db, requiredId(body), readCategoryInput(body), caller(request).user);
      await audit(ctx, request, fill(categoryMsg.audit.edited, { name: category.name, code: category.code }));
      return ok(category, msg.edited);
    },
  });

  app.delete(`${BASE}/delete`, access(categoryPerms.delete), async (request) => {
    const category = await deleteCategory(db, requiredId(queryOf(request)));
    await audit(ctx, request, fill(categoryMsg.audit.deleted, { name: category.name, code: category.code }));
    return okMessage(msg.deleted);
  });

  app.delete(`${BASE}/deleteBatch`, access(categoryPerms.delete), async (request) => {
    const categories = await deleteCategories(db, batchIds(request));
    await audit(ctx, request, fill(categoryMsg.audit.batchDeleted, { names: categories.map((c) => `${c.name}(${c.code})`).join(',') }));
    return okMessage(msg.batchDeleted);
  });
}
