import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from './feedback';

/** Mounted once inside antd's <App>; renders nothing. */
export function FeedbackBridge() {
  const { message, notification, modal } = App.useApp();
  useEffect(() => {
    setFeedback({ message, notification, modal });
    return () => setFeedback(null);
  }, [message, notification, modal]);
  return null;
}
