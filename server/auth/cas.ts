/**
 * True when the service a request names is this application's (CAS_SERVICE_URL): the same origin,
 * and a path at or under the configured one (a ticket may arrive on any page of ours, seed 000 §4;
 * the page's own query is kept). Only then is the ticket worth asking about: the CAS server vouches
 * for a ticket only for the service it was issued to, and that must be ours, not another application's.
 */
export function isOwnService(service: string, configured: string): boolean {
  try {
    const asked = new URL(service);
    const own = new URL(configured);
    const base = own.pathname.endsWith('/') ? own.pathname : `${own.pathname}/`;
    const underOurs = asked.pathname === own.pathname || asked.pathname.startsWith(base);
    return asked.origin === own.origin && underOurs && asked.username === '' && asked.password === '';
  } catch {
    return false;
  }
}

/**
 * Validates a CAS ticket with the CAS server (protocol 3, /p3/serviceValidate) and returns the
 * user name it vouches for, or null when the server refuses the ticket.
 */
export async function validateCasTicket(
  casServerUrl: string,
  ticket: string,
  service: string,
  signal: AbortSignal,
): Promise<string | null> {
  const url = new URL(`${casServerUrl.replace(/\/$/, '')}/p3/serviceValidate`);
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('service', service);
  const response = await fetch(url, { signal });
  if (!response.ok) return null;
  const xml = await response.text();
  if (!/<cas:authenticationSuccess>/.test(xml)) return null;
  const user = /<cas:user>\s*([^<]+?)\s*<\/cas:user>/.exec(xml);
  return user ? decodeXml(user[1]) : null;
}

function decodeXml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
