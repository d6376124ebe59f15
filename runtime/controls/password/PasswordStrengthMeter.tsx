import { passwordLevel, type PasswordLevel } from '../../core/passwordStrength.ts';
import { controlMessages as m } from '../messages.ts';

const colours: Record<PasswordLevel, string> = { 0: '#d9d9d9', 1: '#ff4d4f', 2: '#faad14', 3: '#52c41a' };
const SEGMENTS = [1, 2, 3] as const;

/**
 * The one strength meter of every place a password is chosen (registration, recovery, 密码修改,
 * 新增用户 and the administrator's reset): three bars and 低 / 中 / 高 (seed 002 §4).
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const level = passwordLevel(password);
  return (
    <div data-testid="password-strength" data-strength={level} style={{ marginTop: 4 }} aria-live="polite">
      <div style={{ display: 'flex', gap: 4 }} aria-hidden>
        {SEGMENTS.map((segment) => (
          <span key={segment} style={{ flex: 1, height: 4, borderRadius: 2, background: segment <= level ? colours[level] : colours[0] }} />
        ))}
      </div>
      <div style={{ fontSize: 12, lineHeight: '20px', color: 'rgba(0,0,0,0.45)' }}>
        {m.strengthTitle}
        <span style={{ color: colours[level] }}>{m.strengthLevels[level]}</span>
      </div>
    </div>
  );
}
