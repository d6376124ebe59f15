import { useEffect, useRef } from 'react';
import { API_BASE_PATH } from '../config';
import { getUserInfo } from '../session/userInfo';
import { getToken } from '../storage/authStorage';
import { PushChannel, pushUrl, type PushMessage } from './pushChannel';

/**
 * Keeps the push channel of the signed-in user open while the header is mounted; it closes on
 * unmount (logout leaves the frame) and stops by itself once the token is gone.
 */
export function usePushNotices(onPush: (message: PushMessage) => void): void {
  const handler = useRef(onPush);
  useEffect(() => {
    handler.current = onPush;
  }, [onPush]);

  useEffect(() => {
    const userId = getUserInfo()?.id;
    if (!userId) return;
    const channel = new PushChannel({
      url: pushUrl(window.location, API_BASE_PATH, userId),
      token: getToken,
      onPush: (message) => handler.current(message),
    });
    channel.start();
    return () => channel.stop();
  }, []);
}
