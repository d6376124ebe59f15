import type { Envelope } from '../../../../schemas/envelope.ts';
import { putAction } from '../../request/actions';
import type { PasswordValues } from './passwordRules';

/** PUT /sys/user/updatePassword (seed 000 section 7); a refusal comes back with `success: false` and the server's reason. */
export function updatePassword(username: string, values: PasswordValues): Promise<Envelope<unknown>> {
  return putAction<unknown>('/sys/user/updatePassword', { username, ...values });
}
