import { useCallback } from 'react';
import { HOME_PATH, LOGIN_PATH } from '../../router/paths';
import { safeRedirect } from '../../router/guard';
import { thirdLogin } from '../../session/login';
import { pageMessages } from '../messages';
import { SignInProgress } from './SignInProgress';
import { finishThirdPartySignIn, returnAddress, thirdPartySignInParams, type ThirdPartyReturn as Returned } from './thirdPartyFlow';

/** Step 3 of thirdPartyFlow.ts: the provider sent the browser back to the login page with a token or a code. */
export function ThirdPartyReturn({ returned }: { returned: Returned }) {
  const attempt = useCallback(async () => {
    const pending = finishThirdPartySignIn(returned);
    if (pending === undefined) throw new Error(pageMessages.thirdPartyStateMismatch);
    await thirdLogin(thirdPartySignInParams(returned, returnAddress(window.location.origin, LOGIN_PATH, returned.thirdType)));
    return safeRedirect(pending.redirect) ?? HOME_PATH;
  }, [returned]);
  // The failure path has no token in it, so the token leaves the address bar and the history.
  return <SignInProgress attempt={attempt} failurePath={LOGIN_PATH} />;
}
