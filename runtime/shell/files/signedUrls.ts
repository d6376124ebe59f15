import { useResolvedUrl } from '../../react/useResolvedUrl';
import { postAction } from '../request/actions';
import { createUrlSigner } from './urlSigner';

/**
 * The shell's one signer of stored upload paths: the server serves uploads only at short-lived
 * signed addresses (api-contract), which POST /sys/common/static/sign hands out to a session.
 * Failures are not announced: a picture that cannot be shown stays empty.
 */
export const signedFileUrl = createUrlSigner({
  sign: async (paths) => {
    const body = await postAction<Record<string, string>>('/sys/common/static/sign', { paths }, { silentErrors: true });
    if (!body.success || !body.result || typeof body.result !== 'object') throw new Error(body.message || 'signing refused');
    return body.result;
  },
});

/** The address a stored path (or an absolute http(s) address) is shown at; undefined while pending. */
export function useFileUrl(path: string | null | undefined): string | undefined {
  return useResolvedUrl(path, signedFileUrl);
}
