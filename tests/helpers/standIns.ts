import http from 'node:http';

export interface StandIn {
  url: string;
  close(): Promise<void>;
}

/**
 * A small HTTP server on loopback that answers with the given handler: CAS, OAuth or SMS stand-ins.
 * The handler gets the request's body read whole (SMS clouds sign it).
 */
export async function startStandIn(handler: (url: URL, request: http.IncomingMessage, body: string) => { status: number; type: string; body: string }): Promise<StandIn> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = handler(new URL(request.url ?? '/', 'http://stand-in'), request, Buffer.concat(chunks).toString('utf8'));
      response.writeHead(answer.status, { 'content-type': answer.type });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * A CAS server that knows good tickets, each for one user name and, like a real one, for the one
 * service it was issued to: `service` unless the ticket names its own as [user, service].
 */
export function casStandIn(tickets: Record<string, string | [user: string, service: string]>, service: string) {
  return startStandIn((url) => {
    if (url.pathname !== '/cas/p3/serviceValidate') return { status: 404, type: 'text/plain', body: 'no' };
    const ticket = tickets[url.searchParams.get('ticket') ?? ''];
    const [user, issuedFor] = typeof ticket === 'string' ? [ticket, service] : (ticket ?? ['', '']);
    const body = user && url.searchParams.get('service') === issuedFor
      ? `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${user}</cas:user></cas:authenticationSuccess></cas:serviceResponse>`
      : `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">Ticket not recognized</cas:authenticationFailure></cas:serviceResponse>`;
    return { status: 200, type: 'application/xml', body };
  });
}
