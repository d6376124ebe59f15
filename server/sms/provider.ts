/** What a code is for: the smsmode of POST /sys/sms (0 sign-in, 1 registration, 2 password recovery). */
export type SmsPurpose = 'login' | 'register' | 'forgotPassword';

export interface SmsMessage {
  mobile: string;
  templateParams: { code: string };
  purpose: SmsPurpose;
}

export type SmsSendResult = { ok: true; messageId?: string } | { ok: false; reason: string };

/**
 * One SMS cloud behind one call. `reason` is for the outbox and the log, never for the user: it may
 * name the provider's error code.
 */
export interface SmsProvider {
  /** `none`, `aliyun` or `tencent`: recorded on each outbox row. */
  readonly name: string;
  send(message: SmsMessage): Promise<SmsSendResult>;
}

/** A provider call gives up after this long: the user waits on it. */
export const SMS_TIMEOUT_MS = 5_000;

/** The reason recorded for a call that threw (timeout, refused connection, unreadable answer). */
export function failureReason(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  return `request failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200);
}
