/**
 * The files an upload may hold, by extension: what we answer as Content-Type when serving it, which
 * types a browser may declare for it, and how its first bytes must look. SVG is absent on purpose:
 * it can carry script.
 */
export type FileKind = 'image' | 'document' | 'archive' | 'media' | 'text';

export interface FileType {
  kind: FileKind;
  /** What the server sends back; the client's declared type is never echoed. */
  contentType: string;
  /** Types a browser may declare besides the generic application/octet-stream. */
  declared: readonly string[];
  /** The leading bytes check; text files instead must hold no NUL byte. */
  magic?: (head: Buffer) => boolean;
}

const startsWith = (...bytes: number[]) => (head: Buffer) => bytes.every((b, i) => head[i] === b);
const ascii = (text: string, at = 0) => (head: Buffer) => head.subarray(at, at + text.length).toString('latin1') === text;
const either = (...checks: ((head: Buffer) => boolean)[]) => (head: Buffer) => checks.some((check) => check(head));

const jpeg = startsWith(0xff, 0xd8, 0xff);
const zip = either(startsWith(0x50, 0x4b, 0x03, 0x04), startsWith(0x50, 0x4b, 0x05, 0x06));
/** The compound-file container of the old Office formats (.doc, .xls, .ppt). */
const ole = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const mp3 = either(ascii('ID3'), (head) => head[0] === 0xff && (head[1] & 0xe0) === 0xe0);

const OFFICE_ZIP = ['application/zip', 'application/x-zip-compressed'];
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'multipart/x-zip'];

export const FILE_TYPES: Readonly<Record<string, FileType>> = {
  jpg: { kind: 'image', contentType: 'image/jpeg', declared: ['image/jpeg', 'image/pjpeg', 'image/jpg'], magic: jpeg },
  jpeg: { kind: 'image', contentType: 'image/jpeg', declared: ['image/jpeg', 'image/pjpeg', 'image/jpg'], magic: jpeg },
  png: { kind: 'image', contentType: 'image/png', declared: ['image/png', 'image/x-png'], magic: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  gif: { kind: 'image', contentType: 'image/gif', declared: ['image/gif'], magic: either(ascii('GIF87a'), ascii('GIF89a')) },
  bmp: { kind: 'image', contentType: 'image/bmp', declared: ['image/bmp', 'image/x-ms-bmp', 'image/x-bmp'], magic: ascii('BM') },
  webp: { kind: 'image', contentType: 'image/webp', declared: ['image/webp'], magic: (head) => ascii('RIFF')(head) && ascii('WEBP', 8)(head) },
  pdf: { kind: 'document', contentType: 'application/pdf', declared: ['application/pdf', 'application/x-pdf'], magic: ascii('%PDF-') },
  doc: { kind: 'document', contentType: 'application/msword', declared: ['application/msword'], magic: ole },
  xls: { kind: 'document', contentType: 'application/vnd.ms-excel', declared: ['application/vnd.ms-excel', 'application/excel', 'application/x-excel'], magic: ole },
  ppt: { kind: 'document', contentType: 'application/vnd.ms-powerpoint', declared: ['application/vnd.ms-powerpoint', 'application/mspowerpoint'], magic: ole },
  docx: {
    kind: 'document',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    declared: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', ...OFFICE_ZIP],
    magic: zip,
  },
  xlsx: {
    kind: 'document',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    declared: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ...OFFICE_ZIP],
    magic: zip,
  },
  pptx: {
    kind: 'document',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    declared: ['application/vnd.openxmlformats-officedocument.presentationml.presentation', ...OFFICE_ZIP],
    magic: zip,
  },
  // Windows browsers declare .csv as an Excel type when Excel is installed.
  txt: { kind: 'text', contentType: 'text/plain; charset=utf-8', declared: ['text/plain'] },
  csv: { kind: 'text', contentType: 'text/csv; charset=utf-8', declared: ['text/csv', 'text/plain', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel'] },
  zip: { kind: 'archive', contentType: 'application/zip', declared: ZIP_TYPES, magic: zip },
  rar: {
    kind: 'archive',
    contentType: 'application/vnd.rar',
    declared: ['application/vnd.rar', 'application/x-rar-compressed', 'application/x-rar'],
    magic: ascii('Rar!\x1a\x07'),
  },
  '7z': { kind: 'archive', contentType: 'application/x-7z-compressed', declared: ['application/x-7z-compressed'], magic: startsWith(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c) },
  mp3: { kind: 'media', contentType: 'audio/mpeg', declared: ['audio/mpeg', 'audio/mp3', 'audio/mpeg3', 'audio/x-mpeg-3'], magic: mp3 },
  mp4: { kind: 'media', contentType: 'video/mp4', declared: ['video/mp4', 'audio/mp4', 'application/mp4'], magic: ascii('ftyp', 4) },
};

/** How many leading bytes the magic checks read. */
export const HEAD_BYTES = 16;

/** The lower-case extension of a file name (any folder part a browser sent is ignored), or ''. */
export function extensionOf(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function fileTypeOf(ext: string): FileType | undefined {
  return Object.hasOwn(FILE_TYPES, ext) ? FILE_TYPES[ext] : undefined;
}
