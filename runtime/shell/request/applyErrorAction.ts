import { getFeedback } from '../feedback/feedback';
import { clearAuthStorage } from '../storage/authStorage';
import type { ErrorAction } from './errorAction';
import { requestMessages } from './messages';

const NOTIFICATION_SECONDS = 4;

/** Several calls can fail with an expired token at once; the user needs one dialog, not five. */
let expiredDialogOpen = false;

/**
 * Ends the session locally and reloads: the route guard then sends the user to login with a
 * redirect back. The server is not told, because the token it would be told with is already dead.
 */
function forgetSessionAndReload(): void {
  clearAuthStorage();
  window.location.reload();
}

export function applyErrorAction(action: ErrorAction): void {
  const { notification, modal } = getFeedback();
  switch (action.kind) {
    case 'notify':
      notification.error({
        message: requestMessages.notificationTitle,
        description: action.description,
        duration: NOTIFICATION_SECONDS,
      });
      return;
    case 'notifyAndLogout':
      notification.error({
        message: requestMessages.notificationTitle,
        description: action.description,
        duration: NOTIFICATION_SECONDS,
      });
      clearAuthStorage();
      window.setTimeout(() => window.location.reload(), action.reloadAfterMs);
      return;
    case 'tokenExpiredModal':
      if (expiredDialogOpen) return;
      expiredDialogOpen = true;
      modal.error({
        title: action.title,
        content: action.content,
        okText: requestMessages.tokenExpiredOk,
        mask: false,
        onOk: forgetSessionAndReload,
      });
      return;
  }
}
