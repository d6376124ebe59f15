import type { RuntimeServices } from '../../react/RuntimeContext.tsx';
import { controlMessages } from '../messages.ts';

/** Seed 001 §7: rich-text images go to the common upload under biz 'jeditor'. */
export const EDITOR_BIZ = 'jeditor';
/** The upload's answer when the server keeps no file: the picture is put inline, as base64. */
export const INLINE_ANSWER = 'local';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The <img> for an uploaded picture. A stored file is shown at a signed, short-lived address, so
 * the stored path travels along in `data-path` and the editor signs it again each time it shows the
 * text (see `resignImages`).
 */
export function imageHtml(src: string, path?: string): string {
  const pathAttribute = path ? ` data-path="${escapeAttribute(path)}"` : '';
  return `<img src="${escapeAttribute(src)}"${pathAttribute} style="max-width:100%">`;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(controlMessages.uploadFailed));
    reader.readAsDataURL(file);
  });
}

/** Uploads a picture for the editor and answers the HTML to insert; refuses a file that is not an image (请上传图片). */
export async function uploadEditorImage(file: File, services: Pick<RuntimeServices, 'upload' | 'fileUrl'>): Promise<string> {
  if (!file.type.toLowerCase().startsWith('image/')) throw new Error(controlMessages.uploadNeedImage);
  const path = await services.upload(file, { biz: EDITOR_BIZ });
  if (!path) throw new Error(controlMessages.uploadUnknownError);
  if (path === INLINE_ANSWER) return imageHtml(await readAsDataUrl(file));
  return imageHtml(await services.fileUrl(path), path);
}

/**
 * The HTML with no address on the pictures that name a stored path: the address written with them
 * has likely expired, and the browser would ask for it (403) before `resignImages` gives a new one.
 */
export function withoutStoredSources(html: string): string {
  if (!html.includes('data-path')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const image of template.content.querySelectorAll('img[data-path]')) image.removeAttribute('src');
  return template.innerHTML;
}

/** Gives every picture of `root` that names a stored path a freshly signed address. */
export async function resignImages(root: HTMLElement, fileUrl: RuntimeServices['fileUrl']): Promise<void> {
  const images = [...root.querySelectorAll<HTMLImageElement>('img[data-path]')];
  await Promise.all(
    images.map(async (image) => {
      const path = image.dataset.path ?? '';
      try {
        const src = await fileUrl(path);
        if (image.getAttribute('src') !== src) image.setAttribute('src', src);
      } catch {
        // The file is gone or not ours to sign: the picture keeps the address it had.
      }
    }),
  );
}
