/**
 * The server's minimum for a new password (server/auth/passwordPolicy.ts, OWASP ASVS level 2); it also
 * refuses common passwords and says so in its answer. The strength meter keeps the seed's levels
 * (runtime/core/passwordStrength.ts: low below 8); only acceptance asks for 12.
 */
export const PASSWORD_MIN_LENGTH = 12;
