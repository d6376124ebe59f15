import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { ApiError } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';
import { checkArchive, refuse } from './checkArchive.ts';
import type { ImportLimits } from './importLimits.ts';

/** The first sheet of a workbook: its header row and the rows below it, by their sheet row number. */
export interface Sheet {
  header: string[];
  rows: { number: number; cells: unknown[] }[];
}

/** What readSheetProcess.mjs answers. */
type WorkerAnswer =
  | { sheet: Sheet }
  | { refused: 'tooManyRows' | 'tooMuchText' | 'tooManyCells' }
  | { refused: 'cellTooLong'; row: number; column: number }
  | { failed: string };

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The worker's refusals as the user reads them. */
function refusal(answer: Exclude<WorkerAnswer, { sheet: Sheet } | { failed: string }>, limits: ImportLimits): ApiError {
  switch (answer.refused) {
    case 'tooManyRows':
      // As before the streaming reader: the row cap keeps its status, clients already show it.
      return new ApiError(fill(msg.importTooManyRows, { max: limits.rows }));
    case 'cellTooLong':
      return refuse(fill(msg.importCellTooLong, { row: answer.row, column: answer.column, max: limits.cellChars }));
    case 'tooMuchText':
      return refuse(fill(msg.importTooMuchText, { max: Math.floor(limits.textChars / 10_000) }));
    case 'tooManyCells':
      return refuse(fill(msg.importTooManyCells, { max: limits.cells }));
  }
}

/**
 * Runs readSheetProcess.mjs in a child process with a heap limit and a time limit: whatever the
 * file does, only that process runs out of memory or time, and the server goes on answering.
 * exceljs writes a sheet that comes before the shared strings (as Excel and exceljs order them) to
 * a temporary file and removes it only when it reads to the end: the process gets a folder of its
 * own, removed after.
 */
async function readInChild(buffer: Buffer, limits: ImportLimits): Promise<Sheet> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'import-'));
  const child = fork(fileURLToPath(new URL('./readSheetProcess.mjs', import.meta.url)), [], {
    // Plain JavaScript: without the parent's flags (tsx's loader) it starts in a fraction of the time.
    execArgv: [`--max-old-space-size=${limits.workerHeapMb}`, '--max-semi-space-size=16', '--stack-size=4000'],
    // Nothing of the server's environment (its secrets among it): the reader needs only a folder.
    env: { TMPDIR: scratch, TMP: scratch, TEMP: scratch },
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  try {
    const answer = answerOf(child, limits);
    child.send({ buffer, limits });
    return await answer;
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The last few KiB a process wrote to stderr: enough to tell an exhausted heap from a crash. */
function stderrTail(child: ChildProcess): () => string {
  let tail = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-4096);
  });
  return () => tail;
}

/** The child's answer, or the refusal of a child that ran out of heap or time. */
function answerOf(child: ChildProcess, limits: ImportLimits): Promise<Sheet> {
  const stderr = stderrTail(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(refuse(fill(msg.importTimeout, { seconds: Math.ceil(limits.workerMs / 1000) }))), limits.workerMs);
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      outcome();
    };
    child.once('message', (answer: WorkerAnswer) => {
      if ('sheet' in answer) settle(() => resolve(answer.sheet));
      else if ('refused' in answer) settle(() => reject(refusal(answer, limits)));
      else settle(() => reject(new Error(`the sheet reader failed: ${answer.failed}`)));
    });
    child.once('error', (error: Error) => settle(() => reject(error)));
    // 'close' comes after stderr is read to its end: the heap message is in the tail by then.
    child.once('close', (code, signal) =>
      settle(() => {
        if (/heap out of memory|Allocation failed/i.test(stderr())) reject(refuse(msg.importTooHeavy));
        else reject(new Error(`the sheet reader stopped without an answer (${signal ?? `exit ${code}`})`));
      }),
    );
  });
}

/**
 * Reads an uploaded .xlsx, told apart by its first bytes: its zip directory is checked against the
 * limits, then its first sheet is streamed in a child process. A legacy .xls (an OLE file) is refused with
 * a request to save it as .xlsx: no well-kept reader of the binary format is published on npm.
 * Anything else, or a file that cannot be read, is refused too; `onFailure` hears why it could not.
 */
export async function readSheet(buffer: Buffer, limits: ImportLimits, onFailure: (error: unknown) => void = () => {}): Promise<Sheet> {
  if (buffer.subarray(0, 8).equals(OLE)) throw refuse(msg.importXls);
  if (!buffer.subarray(0, 4).equals(ZIP)) throw new ApiError(msg.importWrongType);
  await checkArchive(buffer, limits);
  try {
    return await readInChild(buffer, limits);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The user learns only that the file is unreadable; the operator's log says why.
    onFailure(error);
    throw new ApiError(msg.importUnreadable);
  }
}
