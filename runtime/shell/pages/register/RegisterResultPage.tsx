import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { GoLoginButton } from './GoLoginButton';
import { registerMessages as m } from './messages';

/** /user/register-result (seed 000 §2.1): the account just made, and the way to sign in with it. */
export function RegisterResultPage() {
  useDocumentTitle(m.resultUnknown);
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  return (
    <Result
      status="success"
      title={<span data-testid="register-result-title">{username ? m.resultTitle(username) : m.resultUnknown}</span>}
      subTitle={m.resultSubTitle}
      extra={<GoLoginButton />}
    />
  );
}
