import { describe, expect, it } from 'vitest';
import { registerMessages } from './messages';
import { PASSWORD_MIN_LENGTH } from './passwordMinimum';

describe('the minimum for acceptance', () => {
  it('is the server policy\'s 12, and every message that names a minimum says so', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    for (const key of ['passwordPlaceholder', 'passwordTooShort', 'strengthHint', 'newPasswordPlaceholder'] as const) {
      expect(registerMessages[key]).toContain(`${PASSWORD_MIN_LENGTH}位`);
    }
  });
});
