import type { App } from 'antd';
import { message, Modal, notification } from 'antd';

type AppFeedback = ReturnType<typeof App.useApp>;

/** The antd feedback functions that code outside React (the request layer) uses. */
export interface Feedback {
  message: AppFeedback['message'];
  notification: AppFeedback['notification'];
  modal: Pick<typeof Modal, 'confirm' | 'error' | 'info' | 'success' | 'warning'>;
}

/**
 * antd's static functions cannot see the ConfigProvider (locale, theme); the instances from
 * `App.useApp()` can. FeedbackBridge hands those over once the app has mounted; until then the
 * statics stand in.
 */
let current: Feedback = { message, notification, modal: Modal };

export function setFeedback(feedback: Feedback): void {
  current = feedback;
}

export function getFeedback(): Feedback {
  return current;
}
