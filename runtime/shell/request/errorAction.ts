import { requestMessages, TOKEN_EXPIRED_MARKER } from './messages';

export interface FailedCall {
  /** HTTP status; undefined when no answer arrived. */
  status: number | undefined;
  /** The server's `message`, if the body carried one. */
  serverMessage: string | undefined;
  timedOut: boolean;
  hasToken: boolean;
  /** Inside an enterprise-messaging app, whose users sign in again without a dialog. */
  inOAuth2App: boolean;
}

/** What the shell does about a failed call (seed 000 section 8). */
export type ErrorAction =
  | { kind: 'notify'; description: string }
  /** Notify, forget the local session, then reload so the route guard sends the user to login. */
  | { kind: 'notifyAndLogout'; description: string; reloadAfterMs: number }
  | { kind: 'tokenExpiredModal'; title: string; content: string }
  /** Inside an enterprise-messaging app: a loading message, then logout and reload (the app signs in again). */
  | { kind: 'tokenExpiredReload'; content: string };

export const RELOAD_AFTER_401_MS = 1500;

export function decideErrorAction(call: FailedCall): ErrorAction {
  const { status, serverMessage, timedOut, hasToken, inOAuth2App } = call;
  if (timedOut || status === 504) return { kind: 'notify', description: requestMessages.timeout };
  if (status === undefined) return { kind: 'notify', description: requestMessages.networkError };
  switch (status) {
    case 401:
      // Without a token there is no session to end; the guard already keeps the user on login.
      return hasToken
        ? { kind: 'notifyAndLogout', description: requestMessages.unauthorized, reloadAfterMs: RELOAD_AFTER_401_MS }
        : { kind: 'notify', description: requestMessages.unauthorized };
    case 403:
      return { kind: 'notify', description: requestMessages.forbidden };
    case 404:
      return { kind: 'notify', description: requestMessages.notFound };
    case 500:
      if (hasToken && serverMessage?.includes(TOKEN_EXPIRED_MARKER)) {
        if (inOAuth2App) return { kind: 'tokenExpiredReload', content: requestMessages.tokenExpiredReloading };
        return {
          kind: 'tokenExpiredModal',
          title: requestMessages.tokenExpiredTitle,
          content: requestMessages.tokenExpiredContent,
        };
      }
      return { kind: 'notify', description: serverMessage ?? requestMessages.unknownError };
    default:
      return { kind: 'notify', description: serverMessage ?? requestMessages.unknownError };
  }
}
