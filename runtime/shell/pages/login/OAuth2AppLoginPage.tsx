/** /oauth2-app/login: sign-in inside an enterprise-messaging app (placeholder until it is built). */
export function OAuth2AppLoginPage() {
  return null;
}
