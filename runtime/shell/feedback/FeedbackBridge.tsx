import { App } from 'antd';
import { memo, useEffect } from 'react';
import { setFeedback } from './feedback';

/** Mounted once inside antd's <App>; renders nothing. */
function FeedbackBridgeView() {
  const { message, notification, modal } = App.useApp();
  useEffect(() => {
    setFeedback({ message, notification, modal });
    return () => setFeedback(null);
  }, [message, notification, modal]);
  return null;
}

/** Memoised: the frame re-renders on every navigation, this only when its own props or state change. */
export const FeedbackBridge = memo(FeedbackBridgeView);
