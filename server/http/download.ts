/**
 * A Content-Disposition for a download: an ASCII name for old clients and the UTF-8 name
 * (RFC 6266 / 5987) that browsers use for Chinese file names.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
