import { getFeedback } from '../feedback/feedback';
import { clearAuthStorage } from '../storage/authStorage';
import type { ErrorAction } from './errorAction';
import { requestMessages } from './messages';

const NOTIFICATION_SECONDS = 4;

/**
 * Several calls can fail with an ended session at once (the page's list and the bell's polling);
 * the user needs one notice, one dialog and one reload, not five. Once the session is ending, the
 * other failures are its echoes (the token is gone by then, so a second 401 reads as one without
 * a session) and the page is about to reload: they are not shown.
 */
let sessionEnding = false;

/**
 * Ends the session locally and reloads: the route guard then sends the user to login with a
 * redirect back. The server is not told, because the token it would be told with is already dead.
 */
function forgetSessionAndReload(): void {
  clearAuthStorage();
  window.location.reload();
}

function notify(description: string): void {
  getFeedback().notification.error({ message: requestMessages.notificationTitle, description, duration: NOTIFICATION_SECONDS });
}

export function applyErrorAction(action: ErrorAction): void {
  if (sessionEnding) return;
  if (action.kind === 'notify') {
    notify(action.description);
    return;
  }
  sessionEnding = true;
  switch (action.kind) {
    case 'notifyAndLogout':
      notify(action.description);
      clearAuthStorage();
      window.setTimeout(() => window.location.reload(), action.reloadAfterMs);
      return;
    case 'tokenExpiredModal':
      getFeedback().modal.error({
        title: action.title,
        content: action.content,
        okText: requestMessages.tokenExpiredOk,
        mask: false,
        onOk: forgetSessionAndReload,
      });
      return;
    case 'tokenExpiredReload':
      getFeedback().message.loading(action.content, 0);
      forgetSessionAndReload();
      return;
  }
}
