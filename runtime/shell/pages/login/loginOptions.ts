import { safeUrl } from '../../../../schemas/safeUrl.ts';
export interface ThirdPartyOption {
  /** The provider type as the server names it (`github`, `wechat_enterprise`, `dingtalk`, …). */
  type: string;
  /** Where the button sends the browser; null when the server has none configured. */
  authorizeUrl: string | null;
}

/** What the login page offers, from GET /sys/loginOptions. */
export interface LoginOptions {
  captcha: boolean;
  /** The CAS server's login address when single sign-on is on. */
  casLoginUrl: string | null;
  thirdParties: ThirdPartyOption[];
}

/** A server without the endpoint is an older one: captcha on, nothing else offered. */
export const OLDER_SERVER_OPTIONS: LoginOptions = { captcha: true, casLoginUrl: null, thirdParties: [] };

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const nonEmpty = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function parseLoginOptions(result: unknown): LoginOptions {
  const options = record(result);
  const authorizeUrls = record(options.thirdAuthorizeUrls);
  const types = Array.isArray(options.thirdTypes) ? options.thirdTypes.filter((type): type is string => nonEmpty(type) !== null) : [];
  return {
    captcha: options.captcha !== false,
    casLoginUrl: options.cas === true ? nonEmpty(options.casLoginUrl) : null,
    thirdParties: types.map((type) => ({ type, authorizeUrl: nonEmpty(authorizeUrls[type]) })),
  };
}

/** The login pages' link to the ICP filing site (seed 000 §2.9): the site's filing number, if it has one. */
export interface IcpLink {
  /** The filing number (京ICP备…号), or null: the footer then shows a generic text. */
  number: string | null;
  url: string;
}

/** The ICP link of the loginOptions answer; null without a safe address (schemas/safeUrl.ts). */
export function parseIcpLink(result: unknown): IcpLink | null {
  const options = record(result);
  const url = safeUrl(nonEmpty(options.icpUrl));
  return url === undefined ? null : { number: nonEmpty(options.icpNumber), url };
}
