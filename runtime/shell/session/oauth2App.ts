/**
 * The oauth2-app mode of seed 000 section 1: inside an enterprise-messaging app (WeCom's in-app
 * browser names itself `wxwork`, DingTalk's `DingTalk`) the user signs in through the app, at
 * /oauth2-app/login, instead of with a password.
 */
const APP_AGENTS: readonly { pattern: RegExp; thirdType: string }[] = [
  { pattern: /wxwork/i, thirdType: 'wechat_enterprise' },
  { pattern: /dingtalk/i, thirdType: 'dingtalk' },
];

export function isOAuth2AppAgent(userAgent: string): boolean {
  return APP_AGENTS.some(({ pattern }) => pattern.test(userAgent));
}

/** The third-party type (as the server names it) of the app whose browser this is, if any. */
export function appThirdType(userAgent: string): string | null {
  return APP_AGENTS.find(({ pattern }) => pattern.test(userAgent))?.thirdType ?? null;
}

export function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

export function inOAuth2App(): boolean {
  return isOAuth2AppAgent(currentUserAgent());
}
