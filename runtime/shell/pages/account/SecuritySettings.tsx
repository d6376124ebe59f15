import { Button, List, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { framelessFeedback } from '../../feedback/feedback';
import { useCurrentUser } from '../../layout/header/currentUser';
import { forgetEndedSession } from '../../layout/header/forgetEndedSession';
import { PasswordModal } from '../../layout/header/PasswordModal';
import { LOGIN_PATH } from '../../router/paths';
import { maskEmail, maskPhone, type SecurityFacts } from './accountFormat';
import { loadSecurityFacts } from './accountApi';
import { accountMessages as m } from './messages';

/**
 * 安全设置: when the password last changed, with the password form of the user menu (the same
 * rules and call), and the phone and e-mail on record. Only the hash is stored, so the strength
 * of the current password cannot be shown; the rule a new one must meet is.
 */
export function SecuritySettings() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [facts, setFacts] = useState<SecurityFacts | null>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);

  useEffect(() => {
    // A failed call was shown by the request layer; the list then shows what is unknown as unset.
    loadSecurityFacts()
      .then(setFacts)
      .catch(() => setFacts({ passwordChangedAt: null, phone: null, email: null }));
  }, []);

  const passwordChanged = async (text: string) => {
    setPasswordOpen(false);
    // The frame (and its themed message holder) goes with the session: this notice must stay.
    framelessFeedback().message.success(text);
    await forgetEndedSession(() => navigate(LOGIN_PATH, { replace: true }));
  };

  if (facts === null) return <Skeleton active />;
  const toBase = <Button type="link" onClick={() => navigate('/account/settings/base')}>{m.goEdit}</Button>;
  const items = [
    {
      key: 'password',
      title: m.passwordItem,
      description: (
        <>
          <div>{facts.passwordChangedAt ? m.passwordChangedAt(facts.passwordChangedAt) : m.passwordNeverChanged}</div>
          <div>{m.passwordStrengthHint}</div>
        </>
      ),
      action: <Button type="link" onClick={() => setPasswordOpen(true)}>{m.modify}</Button>,
    },
    { key: 'phone', title: m.phoneItem, description: facts.phone ? m.phoneBound(maskPhone(facts.phone)) : m.phoneUnbound, action: toBase },
    { key: 'email', title: m.emailItem, description: facts.email ? m.emailBound(maskEmail(facts.email)) : m.emailUnbound, action: toBase },
  ];

  return (
    <>
      <List
        itemLayout="horizontal"
        dataSource={items}
        renderItem={(item) => (
          <List.Item actions={[item.action]} data-testid={`security-${item.key}`}>
            <List.Item.Meta title={item.title} description={item.description} />
          </List.Item>
        )}
      />
      <PasswordModal open={passwordOpen} username={user?.username ?? null} onClose={() => setPasswordOpen(false)} onChanged={passwordChanged} />
    </>
  );
}
