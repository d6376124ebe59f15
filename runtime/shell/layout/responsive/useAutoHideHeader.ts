import { useEffect, useState } from 'react';

/** Scrolled this far down, a fixed header may hide (the old front end's threshold). */
const HIDE_AFTER_PX = 100;

/**
 * Hide header on scroll (seed 000 section 2.7): scrolling down past the threshold hides the fixed
 * header, scrolling up shows it again.
 */
export function useAutoHideHeader(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > last && y > HIDE_AFTER_PX) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
