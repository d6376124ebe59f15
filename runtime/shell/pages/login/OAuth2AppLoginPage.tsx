import { Result } from 'antd';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { safeRedirect, withoutParam } from '../../router/guard';
import { HOME_PATH, OAUTH2_APP_LOGIN_PATH } from '../../router/paths';
import { thirdLogin } from '../../session/login';
import { currentUserAgent } from '../../session/oauth2App';
import { pageMessages } from '../messages';
import { readAppToken } from './oauth2AppToken';
import { signInErrorOf } from './signInState';
import { SignInProgress } from './SignInProgress';

/**
 * /oauth2-app/login: sign-in inside an enterprise-messaging app (seed 000 sections 1 and 9). The app
 * opens this page with a provider token; it signs in through the third-party endpoint at once. The
 * route guard brings users here only inside such an app.
 */
export function OAuth2AppLoginPage() {
  useDocumentTitle(pageMessages.oauth2AppTitle);
  const { search, state } = useLocation();
  const given = useMemo(() => readAppToken(search, currentUserAgent()), [search]);
  const redirect = safeRedirect(new URLSearchParams(search).get('redirect'));
  const attempt = useCallback(async () => {
    if (given === null) throw new Error(pageMessages.oauth2AppNoToken);
    await thirdLogin(given);
    return redirect ?? HOME_PATH;
  }, [given, redirect]);

  if (given !== null) {
    // On failure the token leaves the address; the redirect query stays for the next try.
    const failurePath = OAUTH2_APP_LOGIN_PATH + withoutParam(withoutParam(withoutParam(search, 'token'), 'access_token'), 'thirdType');
    return <SignInProgress attempt={attempt} failurePath={failurePath} />;
  }
  const failure = signInErrorOf(state);
  return (
    <Result
      status={failure === null ? 'warning' : 'error'}
      title={failure === null ? pageMessages.oauth2AppTitle : pageMessages.loginFailedTitle}
      subTitle={<span data-testid="oauth2-app-message">{failure ?? pageMessages.oauth2AppNoToken}</span>}
    />
  );
}
