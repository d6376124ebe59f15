import { ApiError } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';

/**
 * Who is importing now. One import at a time per user: a second upload while the first is still
 * read or stored is refused, not queued, so one user cannot stack workers. `reading` bounds the
 * sheet readers over all users (each may use a worker's full heap).
 */
export class ImportGate {
  private readonly users = new Set<string>();
  private readers = 0;

  constructor(private readonly maxReaders: number) {}

  /** Runs `work` as the user's only import; refused while another of theirs runs. */
  async asUser<T>(userId: string, work: () => Promise<T>): Promise<T> {
    if (this.users.has(userId)) throw new ApiError(msg.importBusy, 429, 429);
    this.users.add(userId);
    try {
      return await work();
    } finally {
      this.users.delete(userId);
    }
  }

  /** Runs `read` in one of the server's reader places; refused when all are taken. */
  async reading<T>(read: () => Promise<T>): Promise<T> {
    if (this.readers >= this.maxReaders) throw new ApiError(msg.importServerBusy, 429, 429);
    this.readers += 1;
    try {
      return await read();
    } finally {
      this.readers -= 1;
    }
  }
}
