import type { FormInstance, FormRule } from 'antd';
import { layoutMessages as m } from '../messages';

/** The body of PUT /sys/user/updatePassword without the username (seed 000 section 3). */
export interface PasswordValues {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/** The confirmation must equal the new password; an empty one is left to the required rule. */
export function confirmationError(password: string | undefined, confirmation: string | undefined): string | null {
  return confirmation && confirmation !== password ? m.passwordMismatch : null;
}

/** The field rules of seed 000 section 5. The strength rules are the server's and come back as its message. */
export const passwordRules: Record<keyof PasswordValues, FormRule[]> = {
  oldpassword: [{ required: true, message: m.oldPasswordRequired }],
  password: [{ required: true, message: m.newPasswordRequired }],
  confirmpassword: [
    { required: true, message: m.confirmPasswordRequired },
    (form: Pick<FormInstance, 'getFieldValue'>) => ({
      validator: async (_rule, value: string | undefined) => {
        const error = confirmationError(form.getFieldValue('password') as string | undefined, value);
        if (error !== null) throw new Error(error);
      },
    }),
  ],
};
