import type { FastifyRequest } from 'fastify';

/**
 * The tenant a new session works in (callerTenant.ts): the one the sign-in names (`tenantId` in
 * the login body, from a client that asks before signing in) when it is one of the user's active
 * tenants, else the first of them, which the platform's clients pick when they do not ask; null
 * for a user without tenants.
 */
export function signInTenant(request: FastifyRequest, active: readonly { id: number }[]): number | null {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const asked = Number(body.tenantId);
  return active.find((tenant) => tenant.id === asked)?.id ?? active[0]?.id ?? null;
}
