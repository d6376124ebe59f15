import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { signedIn } from '../auth/access.ts';
import { queryOf, text } from '../http/body.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { fill } from '../http/messages.ts';
import { categoryColumn } from './columns.ts';
import { parseCondition } from './condition.ts';
import { categoryMsg } from './messages.ts';
import { categoryBy, childNodes, namesOf, pidOfCode, subtree } from './queries.ts';
import { requiredId } from '../http/params.ts';

const BASE = '/sys/category';
const MAX_IDS = 1000;

/**
 * The category selector's reads (seed 001 section 7 and "Category selector"): roots by code,
 * children on expansion, and the labels of chosen values. Any signed-in user may read them.
 */
export function categoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const read = { config: { access: signedIn } };

  // The nodes under the category `pcode` (the root when empty); `async=false` fills every level.
  app.get(`${BASE}/loadTreeRoot`, read, async (request) => {
    const query = queryOf(request);
    const pid = await pidOfCode(db, text(query, 'pcode', 100));
    const whole = text(query, 'async', 10).toLowerCase() === 'false';
    return ok(whole ? await subtree(db, pid) : await childNodes(db, pid));
  });

  app.get(`${BASE}/loadTreeChildren`, read, async (request) => {
    const pid = requiredId(queryOf(request), 'pid');
    return ok(await childNodes(db, pid));
  });

  // One level: under `pid` when given, else under the category `pcode` ('0', the root, by default).
  app.get(`${BASE}/loadTreeData`, read, async (request) => {
    const query = queryOf(request);
    const condition = parseCondition(text(query, 'condition', 2000));
    const given = text(query, 'pid', 64);
    const pid = given || (await pidOfCode(db, text(query, 'pcode', 100) || '0'));
    return ok(await childNodes(db, pid, condition));
  });

  app.get(`${BASE}/loadOne`, read, async (request) => {
    const query = queryOf(request);
    const column = categoryColumn(text(query, 'field', 64));
    if (!column) throw new ApiError(categoryMsg.fieldUnknown);
    const val = requiredId(query, 'val');
    return ok(await categoryBy(db, column, val));
  });

  // The selector calls it with a trailing slash (seed 001 section 7); both spellings answer.
  for (const url of [`${BASE}/loadDictItem`, `${BASE}/loadDictItem/`]) {
    app.get(url, read, async (request) => {
      const ids = text(queryOf(request), 'ids', 100_000).split(',').map((id) => id.trim()).filter(Boolean);
      if (ids.length === 0) throw new ApiError(categoryMsg.idsRequired);
      if (ids.length > MAX_IDS) throw new ApiError(fill(categoryMsg.tooManyIds, { max: MAX_IDS }));
      return ok(await namesOf(db, ids));
    });
  }
}
