import type { Device } from '../settings/settingsModel';

/** Seed 000 sections 2.4 and 9: mobile at 1087.99 px or less, a narrower tier at 767.99 px or less. */
export const MOBILE_QUERY = '(max-width: 1087.99px)';
export const NARROW_QUERY = '(max-width: 767.99px)';

export interface Viewport {
  device: Device;
  narrow: boolean;
}

export function viewportFor(matches: { mobile: boolean; narrow: boolean }): Viewport {
  return { device: matches.mobile ? 'mobile' : 'desktop', narrow: matches.mobile && matches.narrow };
}

/** The viewport of this window now; desktop where there is no window (tests, server-side imports). */
export function viewportNow(): Viewport {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return viewportFor({ mobile: false, narrow: false });
  return viewportFor({ mobile: window.matchMedia(MOBILE_QUERY).matches, narrow: window.matchMedia(NARROW_QUERY).matches });
}
