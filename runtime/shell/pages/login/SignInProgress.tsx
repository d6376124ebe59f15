import { Space, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { pageMessages } from '../messages';
import { signInFailure } from './signInState';

interface SignInProgressProps {
  /** The sign-in to run once (a CAS ticket or a provider token that came back to us); resolves with the page to open. */
  attempt: () => Promise<string>;
  /** Opened with the reason in the router state (see signInErrorOf). */
  failurePath: string;
  fullPage?: boolean;
}

/** Runs one sign-in as the page opens, with a spinner meanwhile, then moves on either way. */
export function SignInProgress({ attempt, failurePath, fullPage = false }: SignInProgressProps) {
  const navigate = useNavigate();
  // A ticket or token is good for one try: strict mode's second effect run must not spend it again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    attempt().then(
      (next) => navigate(next, { replace: true }),
      (error: unknown) => {
        const reason = error instanceof Error && error.message !== '' ? error.message : pageMessages.loginFailedTitle;
        navigate(failurePath, { replace: true, state: signInFailure(reason) });
      },
    );
  }, [attempt, failurePath, navigate]);

  return (
    <div
      data-testid="signing-in"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullPage ? '100vh' : 160 }}
    >
      <Space>
        <Spin />
        <span>{pageMessages.signingIn}</span>
      </Space>
    </div>
  );
}
