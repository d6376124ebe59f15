import { crc32, deflateRawSync } from 'node:zlib';

/**
 * One file of a hand-made zip; `declaredSize` makes the central directory lie about its unpacked
 * size, `packed` replaces the deflated bytes (with garbage, for a broken entry).
 */
export interface ZipEntry {
  name: string;
  data: Buffer;
  declaredSize?: number;
  packed?: Buffer;
}

/**
 * A zip written by hand (deflate, no data descriptors), so tests can build what no spreadsheet
 * program writes: a tiny file that unpacks to 100 MB, a directory that lies, a thousand entries.
 */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize, packed: given } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const packed = given ?? deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(declaredSize ?? data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`, 'utf8');
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * The smallest .xlsx exceljs reads: one sheet whose cells are shared strings, given as rows of
 * indexes into `strings`. `sharedStrings` replaces that part's XML (for one huge string),
 * `brokenSheet` gives the sheet bytes that do not inflate, and `extra` adds entries.
 */
export function minimalXlsx(options: {
  strings: string[];
  rows: number[][];
  sharedStrings?: Buffer;
  extra?: ZipEntry[];
  declaredSharedSize?: number;
  brokenSheet?: boolean;
}): Buffer {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const column = (i: number) => String.fromCharCode(65 + i);
  const rows = options.rows
    .map((cells, r) => `<row r="${r + 1}">${cells.map((s, c) => `<c r="${column(c)}${r + 1}" t="s"><v>${s}</v></c>`).join('')}</row>`)
    .join('');
  const shared = options.sharedStrings ?? xml(`<sst xmlns="${NS}">${options.strings.map((s) => `<si><t>${escape(s)}</t></si>`).join('')}</sst>`);
  return zip([
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
      ),
    },
    { name: '_rels/.rels', data: xml(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`) },
    { name: 'xl/workbook.xml', data: xml(`<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="数据" sheetId="1" r:id="rId1"/></sheets></workbook>`) },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/sharedStrings.xml', data: shared, declaredSize: options.declaredSharedSize },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: xml(`<worksheet xmlns="${NS}"><sheetData>${rows}</sheetData></worksheet>`),
      packed: options.brokenSheet ? Buffer.from([0xff, 0xff, 0xff, 0xff, 0x00, 0x01]) : undefined,
    },
    ...(options.extra ?? []),
  ]);
}
