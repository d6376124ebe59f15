import { useCallback, useEffect, useState } from 'react';
import { fetchCaptchaImage, fetchLoginOptions } from './loginApi';

export interface CaptchaState {
  /** null until the login options have arrived. */
  enabled: boolean | null;
  /** The key the server stored the code under; sent back as `checkKey`. */
  checkKey: string;
  image: string | null;
  refresh: () => void;
}

/** Login options first, then (only if a captcha is wanted) an image keyed by the current time. */
export function useCaptcha(): CaptchaState {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [checkKey, setCheckKey] = useState(() => String(Date.now()));
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void fetchLoginOptions().then((options) => {
      if (active) setEnabled(options.captcha);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (enabled !== true) return;
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

  const refresh = useCallback(() => setCheckKey(String(Date.now())), []);
  return { enabled, checkKey, image, refresh };
}
