import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { caller, perm } from '../auth/access.ts';
import { bodyOf, queryOf } from '../http/body.ts';
import { ApiError, ok, okMessage } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { LARGE_BODY_LIMIT } from '../http/limitsConfig.ts';
import { pageParams } from '../entities/listParams.ts';
import { readFormInput, readVersion } from './input.ts';
import { formMsg } from './messages.ts';
import { formPerms } from './permissions.ts';
import { addForm, editForm, findForm, listForms, removeForms } from './records.ts';
import { batchIds } from '../http/batchIds.ts';
import { requiredId } from '../http/params.ts';

const BASE = '/flowable/form';
/**
 * Records carry their formContent (the platform's form list previews `row.formContent`), each up
 * to 2 MB: a page is capped lower than the entity lists' 1,000 rows to bound the answer.
 */
const MAX_PAGE_SIZE = 100;

/**
 * The form designer's saved forms (seed 002 section 7, api-contract section 8): the calls of
 * nbcio's SysFormController, each behind its button code, the author taken from the session.
 */
export function formRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get(`${BASE}/list`, { config: { access: perm(formPerms.list) } }, async (request) => {
    const params = queryOf(request);
    const { pageNo, pageSize } = pageParams(params);
    return ok(await listForms(db, { pageNo, pageSize: Math.min(pageSize, MAX_PAGE_SIZE), params }));
  });

  // The list page's data adapter reads one record through queryById; the designer through /{id}.
  app.get(`${BASE}/queryById`, { config: { access: perm(formPerms.list) } }, async (request) =>
    ok(await findForm(db, requiredId(queryOf(request)))));

  app.get<{ Params: { id: string } }>(`${BASE}/:id`, { config: { access: perm(formPerms.list) } }, async (request) =>
    ok(await findForm(db, requiredId(request.params))));

  app.post(`${BASE}/add`, { config: { access: perm(formPerms.add) }, bodyLimit: LARGE_BODY_LIMIT }, async (request) => {
    const saved = await addForm(db, readFormInput(bodyOf(request)), caller(request).user);
    return ok(saved, msg.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: `${BASE}/edit`,
    config: { access: perm(formPerms.edit) },
    bodyLimit: LARGE_BODY_LIMIT,
    handler: async (request) => {
      const body = bodyOf(request);
      const id = requiredId(body);
      const version = readVersion(body);
      const saved = await editForm(db, id, version, readFormInput(body), caller(request).user);
      return ok(saved, formMsg.edited);
    },
  });

  app.delete(`${BASE}/delete`, { config: { access: perm(formPerms.delete) } }, async (request) => {
    if ((await removeForms(db, [requiredId(queryOf(request))], caller(request).user)) === 0) throw new ApiError(msg.notFoundRow);
    return okMessage(msg.deleted);
  });

  app.delete(`${BASE}/deleteBatch`, { config: { access: perm(formPerms.delete) } }, async (request) => {
    const ids = batchIds(request);
    await removeForms(db, ids, caller(request).user);
    return okMessage(msg.batchDeleted);
  });
}
