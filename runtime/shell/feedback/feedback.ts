import type { App, Modal } from 'antd';

type AppFeedback = ReturnType<typeof App.useApp>;

/** The antd feedback functions that code outside React (the request layer) uses. */
export interface Feedback {
  message: AppFeedback['message'];
  notification: AppFeedback['notification'];
  modal: Pick<typeof Modal, 'confirm' | 'error' | 'info' | 'success' | 'warning'>;
}

/**
 * A feedback object whose calls load antd's static functions on first use. The login page shows
 * feedback rarely and must not download the message, notification and modal code up front; the
 * callers ignore what the functions answer, so a deferred call loses nothing.
 */
function deferred<T extends object>(load: () => Promise<Record<string, unknown>>): T {
  return new Proxy({} as T, {
    get: (_target, name) => (...args: unknown[]) => {
      void load().then((api) => (api[String(name)] as (...a: unknown[]) => unknown)(...args));
    },
  });
}

const statics: Feedback = {
  message: deferred(() => import('antd/es/message').then((m) => m.default as unknown as Record<string, unknown>)),
  notification: deferred(() => import('antd/es/notification').then((m) => m.default as unknown as Record<string, unknown>)),
  modal: deferred(() => import('antd/es/modal').then((m) => m.default as unknown as Record<string, unknown>)),
};

/**
 * antd's static functions cannot see the ConfigProvider (locale, theme); the instances from
 * `App.useApp()` can. FeedbackBridge hands those over while the signed-in frame is mounted; outside
 * it (the login pages) the deferred statics stand in.
 */
let current: Feedback | null = null;

export function setFeedback(feedback: Feedback | null): void {
  current = feedback;
}

export function getFeedback(): Feedback {
  return current ?? statics;
}

/** Feedback that must outlive the signed-in frame (shown as the user is sent to the login page). */
export function framelessFeedback(): Feedback {
  return statics;
}
