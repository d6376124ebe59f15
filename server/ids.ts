import { randomInt } from 'node:crypto';

const EPOCH = 1_600_000_000_000n;
const worker = BigInt(randomInt(0, 1024));
let lastMs = 0n;
let sequence = 0n;

/**
 * A snowflake-style id as a decimal string (like the existing platform's ASSIGN_ID ids): time,
 * a random worker number per process, and a sequence. Sorts by creation time across processes.
 */
export function newId(): string {
  let now = BigInt(Date.now());
  if (now === lastMs) {
    sequence = (sequence + 1n) & 4095n;
    if (sequence === 0n) {
      while (now <= lastMs) now = BigInt(Date.now());
    }
  } else {
    sequence = 0n;
  }
  lastMs = now;
  return (((now - EPOCH) << 22n) | (worker << 12n) | sequence).toString();
}

/** The platform's datetime format, `yyyy-MM-dd HH:mm:ss`, in the server's local time. */
export function formatDateTime(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
