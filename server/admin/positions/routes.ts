import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { caller, perm } from '../../auth/access.ts';
import { pageParams } from '../../entities/listParams.ts';
import { bodyOf, queryOf, text } from '../../http/body.ts';
import { ApiError, ok, okMessage } from '../../http/envelope.ts';
import { fill, msg } from '../../http/messages.ts';
import { audit } from '../logs/audit.ts';
import { readPositionInput } from './input.ts';
import { positionMsg } from './messages.ts';
import { positionPerms } from './permissions.ts';
import { addPosition, deletePosition, editPosition, findPosition, listPositions } from './records.ts';

const BASE = '/sys/position';

function requiredId(source: Record<string, unknown>): string {
  const id = text(source, 'id', 64);
  if (!id) throw new ApiError(msg.idMissing);
  return id;
}

/** 职务管理 and the position picker (seed 002 section 7: GET /sys/position/list, query by name). */
export function adminPositionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const access = (code: string) => ({ config: { access: perm(code) } });

  app.get(`${BASE}/list`, access(positionPerms.list), async (request) => {
    const query = queryOf(request);
    return ok(await listPositions(db, { ...pageParams(query), name: text(query, 'name', 100), code: text(query, 'code', 100) }));
  });

  app.get(`${BASE}/queryById`, access(positionPerms.list), async (request) => ok(await findPosition(db, requiredId(queryOf(request)))));

  app.post(`${BASE}/add`, access(positionPerms.add), async (request) => {
    const position = await addPosition(db, readPositionInput(bodyOf(request)), caller(request).user);
    await audit(ctx, request, fill(positionMsg.audit.added, { name: position.name, code: position.code }));
    return ok(position, msg.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: `${BASE}/edit`,
    ...access(positionPerms.edit),
    handler: async (request) => {
      const body = bodyOf(request);
      const position = await editPosition(db, requiredId(body), readPositionInput(body), caller(request).user);
      await audit(ctx, request, fill(positionMsg.audit.edited, { name: position.name, code: position.code }));
      return ok(position, msg.edited);
    },
  });

  app.delete(`${BASE}/delete`, access(positionPerms.delete), async (request) => {
    const position = await deletePosition(db, requiredId(queryOf(request)));
    await audit(ctx, request, fill(positionMsg.audit.deleted, { name: position.name, code: position.code }));
    return okMessage(msg.deleted);
  });
}
