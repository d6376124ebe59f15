import { LOGIN_PATH } from '../../router/paths';

/**
 * The service address CAS returns to: this login page, with the redirect query kept. On the way
 * back the route guard validates the ticket for the same address (guard.ts, casTicketOutcome).
 */
export function casServiceAddress(origin: string, redirect: string | null): string {
  return origin + LOGIN_PATH + (redirect === null ? '' : `?${new URLSearchParams({ redirect }).toString()}`);
}

/** The CAS server's login page for our service (the CAS protocol's /login?service=). */
export function casLoginAddress(casLoginUrl: string, service: string): string {
  const separator = casLoginUrl.includes('?') ? '&' : '?';
  return `${casLoginUrl}${separator}${new URLSearchParams({ service }).toString()}`;
}
