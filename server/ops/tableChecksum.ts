import crypto from 'node:crypto';

/** How a column's values compare across the two databases, from its PostgreSQL type. */
export type ValueKind = 'number' | 'boolean' | 'bytes' | 'text';

export function valueKind(dataType: string): ValueKind {
  if (/^(smallint|integer|bigint|real|double precision|numeric)/.test(dataType)) return 'number';
  if (dataType === 'boolean') return 'boolean';
  if (dataType === 'bytea') return 'bytes';
  return 'text';
}

/**
 * One value as both databases agree on it: SQLite hands back 1 where PostgreSQL hands back true,
 * 1.5 where a numeric column answers '1.50', a Buffer where bytea answers a Buffer too.
 */
export function canonicalValue(value: unknown, kind: ValueKind): string | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'number':
      return String(Number(value));
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 't' || value === 'true' ? 't' : 'f';
    case 'bytes':
      return Buffer.isBuffer(value) ? value.toString('hex') : Buffer.from(String(value)).toString('hex');
    default:
      return Buffer.isBuffer(value) ? value.toString('utf8') : String(value);
  }
}

/**
 * An order-free checksum of a table's rows: the sum of every row's hash, modulo 2^128. The two
 * databases sort text differently (PostgreSQL by its collation, SQLite by bytes), so the rows are
 * never compared in order; a missing, extra or changed row changes the sum.
 */
export class TableChecksum {
  private sum = 0n;
  rows = 0;

  constructor(private readonly columns: { name: string; kind: ValueKind }[]) {}

  add(row: Record<string, unknown>): void {
    const canonical = JSON.stringify(this.columns.map((c) => canonicalValue(row[c.name], c.kind)));
    const digest = crypto.createHash('sha256').update(canonical).digest();
    this.sum = (this.sum + BigInt(`0x${digest.subarray(0, 16).toString('hex')}`)) & ((1n << 128n) - 1n);
    this.rows += 1;
  }

  get value(): string {
    return this.sum.toString(16).padStart(32, '0');
  }
}
