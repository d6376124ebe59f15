/**
 * Constants of the application frame (seed 000 sections 2, 7 and 9). Values a deployment may change
 * live here so that no other shell file hard-codes them.
 */

/** Every API call goes through the dev proxy / production mount under this path. */
export const API_BASE_PATH = '/jeecg-boot';

/** Seed 000 section 9. */
export const REQUEST_TIMEOUT_MS = 90_000;

/** Login data and dictionary cache lifetime: 7 days (seed 000 sections 4 and 9). */
export const SESSION_LIFETIME_MS = 604_800_000;

/**
 * X-Sign secret shared with the server. It is a compatibility header, not a security control
 * (api-contract section 4), so having it in the bundle is expected.
 */
export const SIGNATURE_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';

/** Logo and footer width of the dark side menu (seed 000 section 2.4). */
export const SIDER_WIDTH = 208;

/**
 * What the old front end exposed as `window._CONFIG`; menu URLs may reference these keys through
 * `{{ window._CONFIG['key'] }}` placeholders (seed 000 section 2.3). The misspelt `domianURL` is the
 * key name existing menus use, so it is kept.
 */
export const globalConfig: Readonly<Record<string, string>> = {
  domianURL: API_BASE_PATH,
  staticDomainURL: `${API_BASE_PATH}/sys/common/static`,
  pdfDomainURL: `${API_BASE_PATH}/sys/common/pdf/pdfPreviewIframe`,
};
