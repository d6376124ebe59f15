import { SafetyCertificateOutlined } from '@ant-design/icons';
import { App, Button, Divider, Space, Tooltip } from 'antd';
import { reportFailure } from '../../../core/failures';
import { pageMessages } from '../messages';
import { LOGIN_PATH } from '../../router/paths';
import { casLoginAddress, casServiceAddress } from './casFlow';
import type { LoginOptions } from './loginOptions';
import { startThirdPartySignIn } from './loginApi';
import { beginThirdPartySignIn, returnAddress } from './thirdPartyFlow';
import { thirdPartyLook } from './thirdPartyIcons';

interface OtherSignInProps {
  options: LoginOptions;
  /** The page to open after signing in (the login page's redirect query), kept through the round trip. */
  redirect: string | null;
}

/**
 * Single sign-on (CAS) and the third-party providers the server offers. Each leaves for the other
 * site; the answer comes back to the login page (a CAS ticket is taken by the route guard, a
 * provider token or code by the login page, see thirdPartyFlow.ts).
 */
export function OtherSignIn({ options, redirect }: OtherSignInProps) {
  const { casLoginUrl, thirdParties } = options;
  const { message } = App.useApp();
  if (casLoginUrl === null && thirdParties.length === 0) return null;
  const origin = window.location.origin;
  const toCas = () => casLoginUrl !== null && window.location.assign(casLoginAddress(casLoginUrl, casServiceAddress(origin, redirect)));

  return (
    <>
      <Divider plain>{pageMessages.otherLogins}</Divider>
      <Space wrap style={{ width: '100%', justifyContent: 'center' }}>
        {casLoginUrl !== null && (
          <Button icon={<SafetyCertificateOutlined />} onClick={toCas}>
            {pageMessages.casLogin}
          </Button>
        )}
        {thirdParties.map(({ type, authorizeUrl }) => {
          const { icon, label } = thirdPartyLook(type);
          // The server issues the state and builds the address.
          const start = async () => {
            if (authorizeUrl === null) return;
            const started = await startThirdPartySignIn(type, returnAddress(origin, LOGIN_PATH, type));
            window.location.assign(beginThirdPartySignIn(type, started, redirect));
          };
          const onStart = () => void start().catch((error: unknown) => reportFailure(message.error, error, pageMessages.thirdPartyStartFailed));
          return (
            <Tooltip key={type} title={authorizeUrl === null ? pageMessages.thirdPartyNotConfigured : pageMessages.thirdPartyLogin(label)}>
              <Button icon={icon} disabled={authorizeUrl === null} onClick={onStart} aria-label={pageMessages.thirdPartyLogin(label)}>
                {label}
              </Button>
            </Tooltip>
          );
        })}
      </Space>
    </>
  );
}
