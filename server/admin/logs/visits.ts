import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { dayOf, lastDays } from '../../dashboard/days.ts';
import { formatDateTime } from '../../ids.ts';
import { LOG_TYPE } from './audit.ts';
import { logMsg } from './messages.ts';

/** Successful sign-ins: sign-in log entries that say so (failures and sign-outs are logged too). */
function signIns(db: Db) {
  return db.kysely
    .selectFrom('sysLog')
    .where('logType', '=', LOG_TYPE.login)
    .where('logContent', 'like', `%${logMsg.loginOkMark}%`);
}

export interface LoginInfo {
  totalVisitCount: number;
  todayVisitCount: number;
  todayIp: number;
}

/** GET /sys/loginfo, as the platform's home page reads it: sign-ins ever, today, and today's addresses. */
export async function loginInfo(db: Db, now = new Date()): Promise<LoginInfo> {
  const today = `${dayOf(now)} 00:00:00`;
  const total = await signIns(db).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const day = await signIns(db)
    .where('createTime', '>=', today)
    .select((eb) => [eb.fn.countAll().as('n'), sql<number>`count(distinct ip)`.as('ips')])
    .executeTakeFirst();
  return { totalVisitCount: Number(total?.n ?? 0), todayVisitCount: Number(day?.n ?? 0), todayIp: Number(day?.ips ?? 0) };
}

export interface DayVisits {
  /** yyyy-MM-dd */
  ymd: string;
  /** MM-dd, the chart's axis label. */
  type: string;
  visit: number;
  ip: number;
}

/** GET /sys/visitInfo: sign-ins and distinct addresses per day for the last 7 days, oldest first, days without any as 0. */
export async function visitsPerDay(db: Db, now = new Date()): Promise<DayVisits[]> {
  const days = lastDays(7, now);
  const day = sql<string>`substr(create_time, 1, 10)`;
  const rows = await signIns(db)
    .where('createTime', '>=', `${days[0]} 00:00:00`)
    .where('createTime', '<=', formatDateTime(new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59)))
    .select((eb) => [day.as('ymd'), eb.fn.countAll().as('visit'), sql<number>`count(distinct ip)`.as('ip')])
    .groupBy(day)
    .execute();
  const byDay = new Map(rows.map((row) => [row.ymd, row]));
  return days.map((ymd) => {
    const row = byDay.get(ymd);
    return { ymd, type: ymd.slice(5), visit: Number(row?.visit ?? 0), ip: Number(row?.ip ?? 0) };
  });
}
