import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { signedIn } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { kysely } = ctx.db;
  const count = async (table: 'sysUser' | 'sysDepart' | 'sysAnnouncement' | 'sysPermission') => {
    const row = await kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  };

  app.get('/sys/dashboard/analysis', { config: { access: signedIn } }, async () => {
    const recentAnnouncements = await kysely
      .selectFrom('sysAnnouncement')
      .select(['id', 'titile', 'sendTime', 'priority', 'msgCategory'])
      .where('sendStatus', '=', '1')
      .where('delFlag', '=', '0')
      .orderBy('sendTime', 'desc')
      .limit(5)
      .execute();
    return ok({
      counts: {
        users: await count('sysUser'),
        departs: await count('sysDepart'),
        announcements: await count('sysAnnouncement'),
        menus: await count('sysPermission'),
      },
      recentAnnouncements,
    });
  });
}
