import { useCallback, useEffect, useState } from 'react';
import { fetchCaptchaImage } from './loginApi';

export interface CaptchaState {
  /** The key the server stored the code under; sent back as `checkKey`. */
  checkKey: string;
  image: string | null;
  refresh: () => void;
}

/** When a captcha is wanted, an image keyed by the current time; a refresh asks for a new key. */
export function useCaptcha(enabled: boolean): CaptchaState {
  const [checkKey, setCheckKey] = useState(() => String(Date.now()));
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    setImage(null);
    fetchCaptchaImage(checkKey).then(
      (dataUrl) => active && setImage(dataUrl),
      () => active && setImage(null),
    );
    return () => {
      active = false;
    };
  }, [enabled, checkKey]);

  // Always a new key, even twice in one millisecond: the same key would fetch no new picture.
  const refresh = useCallback(() => setCheckKey((previous) => String(Math.max(Date.now(), Number(previous) + 1))), []);
  return { checkKey, image, refresh };
}
