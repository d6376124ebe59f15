/**
 * Which uploaded files open in a dialog instead of a new window (seed 002 §9): a PDF in the 880-wide
 * preview with its 1 s spinner, a video in 视频播放. Read from the file's name (its stored path or
 * address, query and fragment left out).
 */
export type PreviewKind = 'pdf' | 'video';

export const PDF_MODAL_WIDTH = 880;
/** The PDF preview shows its spinner this long while the frame loads. */
export const PDF_SPINNER_MS = 1000;
export const VIDEO_MODAL_WIDTH = 800;

const VIDEO_SUFFIXES = ['mp4', 'webm', 'ogg', 'ogv', 'mov', 'm4v'];

export function previewKindOf(name: string | undefined): PreviewKind | undefined {
  if (!name) return undefined;
  const path = name.split(/[?#]/)[0];
  const suffix = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (suffix === 'pdf') return 'pdf';
  return suffix && VIDEO_SUFFIXES.includes(suffix) ? 'video' : undefined;
}

/** A file shown in a dialog: what kind, the address it is read at, and its name. */
export interface Preview {
  kind: PreviewKind;
  url: string;
  name: string;
}
