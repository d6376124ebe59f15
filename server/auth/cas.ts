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
