import { describe, expect, it } from 'vitest';
import { formatCron } from './cronSpec.ts';
import { nextRuns } from './nextRuns.ts';
import { parseCron } from './parseCron.ts';

const parsed = (expression: string) => {
  const result = parseCron(expression);
  if (!result.ok) throw new Error(`${expression}: ${result.message}`);
  return result.value;
};
const refusal = (expression: string) => {
  const result = parseCron(expression);
  return result.ok ? 'accepted' : result.message;
};

describe('cron bounds (seed 002 section 5)', () => {
  // [field position, lowest, highest, interval lowest, interval highest]; other fields fixed to a valid value.
  const base = ['0', '0', '0', '?', '*', '2', '2030'];
  const cases: [string, number, number, number, number, number][] = [
    ['秒', 0, 0, 59, 1, 59],
    ['分', 1, 0, 59, 1, 60],
    ['时', 2, 0, 23, 1, 23],
    ['月', 4, 1, 12, 1, 12],
    ['年', 6, 2019, 2119, 1, 99],
  ];
  const withField = (position: number, text: string) => base.map((v, i) => (i === position ? text : v)).join(' ');
  for (const [label, position, min, max, imin, imax] of cases) {
    it(`${label}: values ${min}-${max}, intervals ${imin}-${imax}, integers only`, () => {
      expect(refusal(withField(position, String(min)))).toBe('accepted');
      expect(refusal(withField(position, String(max)))).toBe('accepted');
      expect(refusal(withField(position, String(min - 1)))).toBe(
        min === 0 ? `${label}不支持写法“-1”` : `${label}的取值范围是${min}-${max}，“${min - 1}”超出范围`);
      expect(refusal(withField(position, String(max + 1)))).toBe(`${label}的取值范围是${min}-${max}，“${max + 1}”超出范围`);
      expect(refusal(withField(position, `${min}/${imax}`))).toBe('accepted');
      expect(refusal(withField(position, `${min}/${imax + 1}`))).toBe(`${label}的间隔取值范围是${imin}-${imax}，“${imax + 1}”超出范围`);
      expect(refusal(withField(position, `${min}/0`))).toBe(`${label}的间隔取值范围是${imin}-${imax}，“0”超出范围`);
      expect(refusal(withField(position, '1.5'))).toBe(`${label}不支持写法“1.5”`);
      expect(refusal(withField(position, 'x'))).toBe(`${label}的值“x”不是整数`);
      expect(refusal(withField(position, `${max}-${min}`))).toBe(`${label}的起始值${max}不能大于结束值${min}`);
    });
  }

  it('day of month 1-31, with L, LW, L-n (1-30) and nW', () => {
    for (const day of ['1', '31', '1-31', '1/31', '1,15,31', 'L', 'LW', 'L-1', 'L-30', '15W', '1W', '31W']) {
      expect(refusal(`0 0 0 ${day} * ?`), day).toBe('accepted');
    }
    expect(refusal('0 0 0 0 * ?')).toBe('日的取值范围是1-31，“0”超出范围');
    expect(refusal('0 0 0 32 * ?')).toBe('日的取值范围是1-31，“32”超出范围');
    expect(refusal('0 0 0 L-31 * ?')).toBe('月末前的天数取值范围是1-30，“31”超出范围');
    expect(refusal('0 0 0 32W * ?')).toBe('日的取值范围是1-31，“32”超出范围');
  });

  it('day of week 1-7 (SUN-SAT), nth weekday 1-5, last given weekday, loop interval 1-7', () => {
    for (const week of ['1', '7', 'SUN', 'sat', 'MON-FRI', '2-6', '1/7', '2#1', '6#5', 'MON#2', '6L', 'FRIL']) {
      expect(refusal(`0 0 0 ? * ${week}`), week).toBe('accepted');
    }
    expect(refusal('0 0 0 ? * 0')).toBe('周的取值范围是1-7，“0”超出范围');
    expect(refusal('0 0 0 ? * 8')).toBe('周的取值范围是1-7，“8”超出范围');
    expect(refusal('0 0 0 ? * 2#6')).toBe('第几个星期几的“第几”取值范围是1-5，“6”超出范围');
    expect(refusal('0 0 0 ? * 2#0')).toBe('第几个星期几的“第几”取值范围是1-5，“0”超出范围');
    expect(refusal('0 0 0 ? * 1/8')).toBe('周的间隔取值范围是1-7，“8”超出范围');
    expect(parsed('0 0 0 ? * MON-FRI').week).toEqual({ kind: 'range', from: 2, to: 6 });
    expect(parsed('0 0 0 ? JAN,MAR *').month).toEqual({ kind: 'list', values: [1, 3] });
  });

  it("'?' only in day and week, exactly one of them; 6 or 7 fields", () => {
    expect(refusal('? 0 0 1 * ?')).toBe('“?”只能用在日或周');
    expect(refusal('0 0 0 1 * 2')).toBe('日和周不能同时指定，其中一个须为“?”');
    expect(refusal('0 0 0 * * *')).toBe('日和周不能同时指定，其中一个须为“?”');
    expect(refusal('0 0 0 ? * ?')).toBe('日和周不能同时为“?”，其中一个须指定');
    expect(refusal('   ')).toBe('Cron表达式不能为空');
    expect(refusal('0 0 * * ?')).toBe('Cron表达式应有6或7个字段（秒 分 时 日 月 周 [年]），现有5个');
    expect(refusal('0 0 0 * * ? 2030 1')).toBe('Cron表达式应有6或7个字段（秒 分 时 日 月 周 [年]），现有8个');
  });

  it('formats back what it read (names become numbers, lists are sorted)', () => {
    for (const expression of ['* * * * * ?', '0/5 10-20 1,3,5 ? * 2#3 2030', '0 0 0 L-3 2 ? 2025-2030', '0 0 12 15W * ?', '0 0 12 ? * 6L']) {
      expect(formatCron(parsed(expression))).toBe(expression);
    }
    expect(formatCron(parsed('0 0 12 ? * FRI,MON'))).toBe('0 0 12 ? * 2,6');
    expect(formatCron(parsed('*/15 * * * * ?'))).toBe('0/15 * * * * ?');
  });
});

describe('next run times (croner, Quartz numbering)', () => {
  const from = new Date(2026, 0, 1, 0, 0, 0); // a Thursday
  const runs = (expression: string, count = 3) => nextRuns(parsed(expression), count, from).map((d) => d.toString().slice(0, 24));

  it('computes the special day forms as Quartz does', () => {
    expect(runs('0 0 12 L * ?')).toEqual(['Sat Jan 31 2026 12:00:00', 'Sat Feb 28 2026 12:00:00', 'Tue Mar 31 2026 12:00:00']);
    expect(runs('0 0 12 LW * ?')).toEqual(['Fri Jan 30 2026 12:00:00', 'Fri Feb 27 2026 12:00:00', 'Tue Mar 31 2026 12:00:00']);
    expect(runs('0 0 12 L-3 * ?')).toEqual(['Wed Jan 28 2026 12:00:00', 'Wed Feb 25 2026 12:00:00', 'Sat Mar 28 2026 12:00:00']);
    expect(runs('0 0 12 15W * ?')).toEqual(['Thu Jan 15 2026 12:00:00', 'Mon Feb 16 2026 12:00:00', 'Mon Mar 16 2026 12:00:00']);
    expect(runs('0 0 12 ? * 2#1')).toEqual(['Mon Jan 05 2026 12:00:00', 'Mon Feb 02 2026 12:00:00', 'Mon Mar 02 2026 12:00:00']);
    expect(runs('0 0 12 ? * 6L')).toEqual(['Fri Jan 30 2026 12:00:00', 'Fri Feb 27 2026 12:00:00', 'Fri Mar 27 2026 12:00:00']);
    // 28 days before the end of February lands in January, except in a leap year: Quartz skips those.
    expect(runs('0 0 12 L-28 2 ?', 2)).toEqual(['Tue Feb 01 2028 12:00:00', 'Sun Feb 01 2032 12:00:00']);
  });

  it('numbers weekdays 1-7 from Sunday and reads start/interval loops as Quartz does', () => {
    expect(runs('0 0 12 ? * 1')).toEqual(['Sun Jan 04 2026 12:00:00', 'Sun Jan 11 2026 12:00:00', 'Sun Jan 18 2026 12:00:00']);
    // 2/3 is Monday and Thursday (2 and 5); 1 January 2026 is a Thursday.
    expect(runs('0 0 12 ? * 2/3', 3)).toEqual(['Thu Jan 01 2026 12:00:00', 'Mon Jan 05 2026 12:00:00', 'Thu Jan 08 2026 12:00:00']);
    expect(runs('5/20 0 0 * * ?')).toEqual(['Thu Jan 01 2026 00:00:05', 'Thu Jan 01 2026 00:00:25', 'Thu Jan 01 2026 00:00:45']);
    expect(runs('0 0/60 * * * ?', 2)).toEqual(['Thu Jan 01 2026 01:00:00', 'Thu Jan 01 2026 02:00:00']);
    expect(runs('0 0 0 1 1 ? 2030/5', 2)).toEqual(['Tue Jan 01 2030 00:00:00', 'Mon Jan 01 2035 00:00:00']);
  });

  it('answers fewer runs, or none, when the expression runs out', () => {
    expect(runs('0 0 0 1 1 ? 2019')).toEqual([]);
    expect(runs('0 0 0 30 2 ?')).toEqual([]);
    expect(runs('0 0 0 1 1 ? 2026-2027', 10)).toEqual(['Fri Jan 01 2027 00:00:00']);
  });
});
