import { Alert } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { PageLoading } from '../../router/PageLoading';
import { safeRedirect } from '../../router/guard';
import { HOME_PATH } from '../../router/paths';
import { pageMessages } from '../messages';
import { LoginModeTabs } from './LoginModeTabs';
import { PasswordLoginForm } from './PasswordLoginForm';
import { PhoneLoginForm } from './PhoneLoginForm';
import { signInErrorOf } from './signInState';
import { readThirdPartyReturn } from './thirdPartyFlow';
import { ThirdPartyReturn } from './ThirdPartyReturn';
import { useLoginOptions } from './useLoginOptions';

// Only servers with single sign-on or third-party providers need these buttons (and their icons).
const OtherSignIn = lazy(() => import('./OtherSignIn').then((m) => ({ default: m.OtherSignIn })));

/**
 * /user/login (seed 000 sections 1 and 2.1): password and phone tabs, then single sign-on and the
 * third-party providers the server offers. A CAS ticket coming back is the route guard's to take; a
 * provider token coming back is taken here.
 */
export function LoginPage() {
  useDocumentTitle(pageMessages.loginTitle);
  const navigate = useNavigate();
  const { search, hash, state } = useLocation();
  const options = useLoginOptions();
  const redirect = safeRedirect(new URLSearchParams(search).get('redirect'));
  const returned = useMemo(() => readThirdPartyReturn(search, hash), [search, hash]);
  const failure = signInErrorOf(state);

  if (returned !== null) return <ThirdPartyReturn returned={returned} />;
  if (options === null) return <PageLoading />;

  const onSignedIn = () => navigate(redirect ?? HOME_PATH, { replace: true });
  return (
    <>
      {failure !== null && (
        <div data-testid="sso-error" style={{ marginBottom: 16 }}>
          <Alert type="error" showIcon message={failure} />
        </div>
      )}
      <LoginModeTabs
        modes={[
          { key: 'password', label: pageMessages.tabPassword, content: <PasswordLoginForm captchaEnabled={options.captcha} onSignedIn={onSignedIn} /> },
          { key: 'phone', label: pageMessages.tabPhone, content: <PhoneLoginForm onSignedIn={onSignedIn} /> },
        ]}
      />
      {(options.casLoginUrl !== null || options.thirdParties.length > 0) && (
        <Suspense fallback={null}>
          <OtherSignIn options={options} redirect={redirect} />
        </Suspense>
      )}
    </>
  );
}
