/** Router state that carries why a sign-in on another page failed, for the login page to show. */
export interface SignInFailureState {
  signInError: string;
}

export function signInFailure(message: string): SignInFailureState {
  return { signInError: message };
}

export function signInErrorOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('signInError' in state)) return null;
  return typeof state.signInError === 'string' ? state.signInError : null;
}
