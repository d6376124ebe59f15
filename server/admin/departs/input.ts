import type { Db } from '../../db/database.ts';
import type { SysDepartTable } from '../../db/types.ts';
import { text } from '../../http/body.ts';
import { ApiError } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { hasMarkup, markupProblem } from '../../http/plainText.ts';
import { MOBILE } from '../../routes/registerRules.ts';
import { refuse } from '../../http/params.ts';
import { departMsg } from './messages.ts';

/** What add and edit may set; the parent, org code and org type follow from where the department is added. */
export type DepartFields = Pick<
  SysDepartTable,
  'departName' | 'departNameEn' | 'departNameAbbr' | 'departOrder' | 'description' | 'orgCategory' | 'mobile' | 'fax' | 'address' | 'memo'
>;

/** 1 company, 2 department, 3 post (the platform's pages). */
const CATEGORIES = ['1', '2', '3'];

function optional(body: Record<string, unknown>, field: string, max: number): string | null {
  const value = text(body, field, max + 1);
  if (value.length > max) refuse(field, fill(departMsg.fieldTooLong, { label: departMsg.labels[field] ?? field, max }));
  return value || null;
}

export function readDepartInput(body: Record<string, unknown>): DepartFields {
  const departName = optional(body, 'departName', 100);
  if (!departName) refuse('departName', departMsg.nameRequired);
  if (hasMarkup(departName)) refuse('departName', markupProblem(departMsg.labels.departName));
  const category = text(body, 'orgCategory', 10) || '1';
  if (!CATEGORIES.includes(category)) refuse('orgCategory', departMsg.categoryInvalid);
  const order = text(body, 'departOrder', 12) || '0';
  if (!/^-?\d{1,9}$/.test(order)) refuse('departOrder', departMsg.orderInvalid);
  const mobile = optional(body, 'mobile', 32);
  if (mobile && !MOBILE.test(mobile)) refuse('mobile', departMsg.mobileInvalid);
  return {
    departName, orgCategory: category, departOrder: Number(order), mobile,
    departNameEn: optional(body, 'departNameEn', 500),
    departNameAbbr: optional(body, 'departNameAbbr', 500),
    description: optional(body, 'description', 500),
    fax: optional(body, 'fax', 32),
    address: optional(body, 'address', 100),
    memo: optional(body, 'memo', 500),
  };
}

const PER_LETTER = 99;

/**
 * The next free org code under `prefix`: the platform's scheme of one letter and two digits per
 * level (A01, A01A01, ..., A99, B01). Deleted departments keep their codes, so they are skipped too.
 */
export async function nextOrgCode(db: Db, prefix: string): Promise<string> {
  const rows = await db.kysely.selectFrom('sysDepart').select('orgCode').where('orgCode', 'like', `${prefix}%`).execute();
  const taken = new Set(rows.map((r) => r.orgCode));
  for (let n = 0; n < 26 * PER_LETTER; n += 1) {
    const code = `${prefix}${String.fromCharCode(65 + Math.floor(n / PER_LETTER))}${String((n % PER_LETTER) + 1).padStart(2, '0')}`;
    if (!taken.has(code)) return code;
  }
  throw new ApiError(departMsg.codesExhausted);
}
