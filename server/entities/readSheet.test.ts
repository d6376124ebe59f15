import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workbook } from '../../tests/helpers/sheets.ts';
import { minimalXlsx, zip } from '../../tests/helpers/zip.ts';
import { ApiError } from '../http/envelope.ts';
import { importLimits, type ImportLimits } from './importLimits.ts';
import { readSheet } from './readSheet.ts';

const KB = 1024;
const MB = 1024 * KB;
const small: ImportLimits = { ...importLimits(10), entries: 10, entryBytes: MB, totalBytes: 2 * MB, ratio: 50, ratioFrom: 16 * KB };

/** The refusal readSheet throws: its status and message. */
async function refusal(buffer: Buffer, limits: ImportLimits): Promise<{ status: number; message: string }> {
  const error: unknown = await readSheet(buffer, limits).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

/** Text that deflate cannot shrink much: a ratio check must not refuse it. */
const noise = (bytes: number) => Buffer.from(randomBytes(bytes).toString('base64').slice(0, bytes));

// Each read starts a worker that loads exceljs: seconds on a busy machine.
describe('readSheet', { timeout: 60_000 }, () => {
  it('reads a plain .xlsx made by hand: the header, then the rows by their sheet row number', async () => {
    const file = minimalXlsx({ strings: ['名称', '编码', '甲', 'A1'], rows: [[0, 1], [2, 3]] });
    expect(await readSheet(file, importLimits(10))).toEqual({ header: ['名称', '编码'], rows: [{ number: 2, cells: ['甲', 'A1'] }] });
  });

  it("refuses by the zip's directory, naming the limit: entries, one entry's size, packing ratio, total", async () => {
    const many = zip(Array.from({ length: 11 }, (_, i) => ({ name: `x${i}.xml`, data: Buffer.from('<a/>') })));
    expect(await refusal(many, small)).toEqual({ status: 400, message: '文件中的部件过多（11个，上限10个），不是正常的 Excel 文件' });

    const big = minimalXlsx({ strings: [], rows: [], sharedStrings: noise(1.5 * MB) });
    expect(await refusal(big, small)).toEqual({ status: 400, message: '文件中的“xl/sharedStrings.xml”解压后有2MB，超过上限1MB，请删减内容或分批导入' });

    const packed = minimalXlsx({ strings: ['名称'], rows: [[0]], extra: [{ name: 'xl/media/zeros.bin', data: Buffer.alloc(32 * KB) }] });
    expect((await refusal(packed, small)).message).toMatch(/^文件中的“xl\/media\/zeros.bin”压缩比异常（\d+倍，上限50倍），不是正常的 Excel 文件$/);

    const wide = minimalXlsx({ strings: ['名称'], rows: [[0]], extra: [0, 1, 2].map((i) => ({ name: `xl/media/n${i}.bin`, data: noise(0.9 * MB) })) });
    expect(await refusal(wide, small)).toEqual({ status: 400, message: '文件解压后超过2MB，请删减内容或分批导入' });
    const fits = minimalXlsx({ strings: ['名称', '甲'], rows: [[0], [1]], extra: [{ name: 'xl/media/n.bin', data: noise(0.9 * MB) }] });
    expect(await readSheet(fits, small)).toMatchObject({ rows: [{ cells: ['甲'] }] });
  });

  it('stops at the row cap, refuses a cell past its length and a legacy .xls', async () => {
    const rows = [[0], ...Array.from({ length: 11 }, () => [1])];
    expect(await refusal(minimalXlsx({ strings: ['名称', '甲'], rows }), importLimits(10))).toEqual({ status: 200, message: '导入数据不能超过10行' });
    expect(await readSheet(minimalXlsx({ strings: ['名称', '甲'], rows: rows.slice(0, 11) }), importLimits(10))).toMatchObject({ rows: { length: 10 } });

    const long = minimalXlsx({ strings: ['名称', 'x'.repeat(32_768)], rows: [[0], [0], [1]] });
    expect(await refusal(long, importLimits(10))).toEqual({ status: 400, message: '第3行第1列的内容超过32767个字符' });

    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    expect(await refusal(xls, importLimits(10))).toEqual({ status: 400, message: '不支持 .xls 格式，请将文件另存为 .xlsx 后再导入' });
  });

  it('bounds all text and the grid: one long string repeated in every cell, a far-right header cell', async () => {
    const repeated = minimalXlsx({ strings: ['名称', 'y'.repeat(30_000)], rows: [[0], ...Array.from({ length: 10 }, () => [1])] });
    expect(await refusal(repeated, { ...importLimits(100), textChars: 200_000 })).toEqual({ status: 400, message: '文件中的文字超过20万字，请分批导入' });
    const wideHeader = minimalXlsx({ strings: ['名称', '甲'], rows: [[0, 0, 0, 0, 0, 0, 0, 0], [1], [1]] });
    expect(await refusal(wideHeader, { ...importLimits(100), cells: 10 })).toEqual({ status: 400, message: '文件的单元格超过10个，请删去多余的列或分批导入' });
  });

  it('stops a reader past its time, and one whose zip lies about a huge string when it runs out of heap', async () => {
    const file = minimalXlsx({ strings: ['名称', '甲'], rows: [[0], [1]] });
    expect(await refusal(file, { ...importLimits(10), workerMs: 1 })).toEqual({ status: 400, message: '文件读取超过1秒，请分批导入' });

    // The directory says 1 KB; the entry unpacks to 64 MB of one string, past a 32 MB heap that
    // reads the same file with a short string.
    const tight = { ...importLimits(10), workerHeapMb: 32 };
    expect(await readSheet(minimalXlsx({ strings: ['名称', '甲'], rows: [[0], [1]], declaredSharedSize: KB }), tight)).toMatchObject({ rows: [{ cells: ['甲'] }] });
    const huge = Buffer.concat([Buffer.from('<sst xmlns="x"><si><t>'), Buffer.alloc(64 * MB, 0x41), Buffer.from('</t></si></sst>')]);
    const lying = minimalXlsx({ strings: [], rows: [[0]], sharedStrings: huge, declaredSharedSize: KB });
    expect(await refusal(lying, tight)).toEqual({ status: 400, message: '文件内容过多，读取时超出内存上限，请分批导入' });
  });

  it('answers that a file is unreadable, not why (the log hears it): a zip with no directory, no sheet, a sheet that does not inflate, no zip', async () => {
    const noDirectory = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    expect(await refusal(noDirectory, importLimits(10))).toEqual({ status: 200, message: '文件无法读取，请确认是 Excel 文件' });
    expect(await readSheet(zip([{ name: 'a.txt', data: Buffer.from('a') }]), importLimits(10))).toEqual({ header: [], rows: [] });
    expect(await refusal(Buffer.from('name,code'), importLimits(10))).toEqual({ status: 200, message: '只能导入 .xlsx 文件' });
    const failures: unknown[] = [];
    const broken = minimalXlsx({ strings: ['名称'], rows: [[0]], brokenSheet: true });
    const answer = await readSheet(broken, importLimits(10), (error) => failures.push(error)).catch((e: unknown) => (e as Error).message);
    expect(answer).toBe('文件无法读取，请确认是 Excel 文件');
    expect(failures).toEqual([expect.any(Error)]);
  });

  it('leaves no temporary file behind, whether it read to the end or stopped at the row cap', async () => {
    // exceljs writes the sheet before the shared strings, so the reader parks the sheet in a file.
    const file = await workbook([['名称'], ...Array.from({ length: 12 }, (_, i) => [`行${i}`])]);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'read-sheet-test-'));
    const before = process.env.TMPDIR;
    process.env.TMPDIR = root;
    try {
      expect(await refusal(file, importLimits(10))).toEqual({ status: 200, message: '导入数据不能超过10行' });
      expect(await readSheet(file, importLimits(20))).toMatchObject({ header: ['名称'], rows: { length: 12 } });
      expect(fs.readdirSync(root)).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
