import { describe, expect, it } from 'vitest';
import { decideRoute } from '../../router/guard';
import { casLoginAddress, casServiceAddress } from './casFlow';

describe('CAS round trip', () => {
  it('validates the ticket for exactly the service address it was issued to', () => {
    const service = casServiceAddress('http://127.0.0.1:8080', '/isystem/user?a=1 2');
    expect(casLoginAddress('https://cas.example/cas/login', service)).toBe(
      `https://cas.example/cas/login?service=${encodeURIComponent(service).replace(/%20/g, '+')}`,
    );
    // The CAS server sends the browser back to the service with the ticket appended.
    const back = new URL(`${service}&ticket=ST-9`);
    const outcome = decideRoute({
      path: back.pathname, search: back.search, fullPath: back.pathname + back.search,
      hasToken: false, signedInOnArrival: false, permissionsLoaded: false, inOAuth2App: false,
    });
    if (outcome.kind !== 'casTicket') throw new Error('expected the ticket to be taken');
    expect(`http://127.0.0.1:8080${outcome.servicePath}`).toBe(service);
    expect(outcome.next).toBe('/isystem/user?a=1 2');
  });

  it('leaves the redirect out when there is none', () => {
    expect(casServiceAddress('https://app.example', null)).toBe('https://app.example/user/login');
  });
});
