/** The extensions the upload property panel offers (seed 001 §3, upload defaults). */
export const ACCEPT_CHOICES = ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.gif', '.png', '.jpeg', '.jpg', '.zip', '.txt'];

/** The extensions of an `accept` string: old forms write '.pdf, .doc', new ones '.pdf,.doc'. */
export function parseAccept(accept: unknown): string[] {
  if (typeof accept !== 'string') return [];
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .map((part) => (part.startsWith('.') || part.includes('/') ? part : `.${part}`));
}

/** The `accept` string of chosen extensions, without duplicates. */
export function formatAccept(extensions: string[]): string {
  return [...new Set(parseAccept(extensions.join(',')))].join(',');
}
