import { controlMessages } from '../messages.ts';

const MB = 1024 * 1024;

/**
 * What kind of file an upload takes beyond its `accept` list (seed 001 §5 "Upload rules, by type"):
 * - all: any accepted file;
 * - image: an image type;
 * - pdf: a PDF;
 * - video: a video type, under 100 MB;
 * - imageOnly: the image-only uploader, an image under 1 MB.
 */
export type UploadFileType = 'all' | 'image' | 'pdf' | 'video' | 'imageOnly';
export const UPLOAD_FILE_TYPES: readonly UploadFileType[] = ['all', 'image', 'pdf', 'video', 'imageOnly'];

/** Seed 001 §9: video 100 MB, image-only 1 MB. */
export const VIDEO_MAX_BYTES = 100 * MB;
export const IMAGE_ONLY_MAX_BYTES = 1 * MB;

export interface UploadLimits {
  /** The `accept` attribute: `.pdf,.doc` suffixes and/or `image/*` style types; empty accepts all. */
  accept: string;
  /** Largest file in MB. */
  fileSize: number;
  fileType?: UploadFileType;
}

type FileFacts = Pick<File, 'name' | 'type' | 'size'>;

function accepts(file: Pick<File, 'name' | 'type'>, accept: string): boolean {
  const entries = accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return true;
  const name = file.name.toLowerCase();
  const dot = name.lastIndexOf('.');
  const suffix = dot >= 0 ? name.slice(dot) : '';
  const type = file.type.toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return entry === suffix;
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return entry === type;
  });
}

const isImage = (file: FileFacts) => file.type.toLowerCase().startsWith('image/');
const isPdf = (file: FileFacts) => file.type.toLowerCase() === 'application/pdf';
const isVideo = (file: FileFacts) => file.type.toLowerCase().startsWith('video/');

/** The by-type rule of a file, as the older uploaders checked it: the type first, then the type's own size limit. */
function checkType(file: FileFacts, fileType: UploadFileType): string | undefined {
  switch (fileType) {
    case 'image':
      return isImage(file) ? undefined : controlMessages.uploadNeedImage;
    case 'pdf':
      return isPdf(file) ? undefined : controlMessages.uploadNeedPdf;
    case 'video':
      if (!isVideo(file)) return controlMessages.uploadNeedVideo;
      return file.size > VIDEO_MAX_BYTES ? controlMessages.uploadVideoTooLarge : undefined;
    case 'imageOnly':
      if (!isImage(file)) return controlMessages.uploadNeedImage;
      return file.size > IMAGE_ONLY_MAX_BYTES ? controlMessages.uploadImageTooLarge : undefined;
    default:
      return undefined;
  }
}

/**
 * Seed 001 upload rules: the suffix must be accepted, the file of the right kind (`fileType`),
 * and at most fileSize × 1 MB. Answers the message that blocks the upload, or undefined.
 */
export function checkUpload(file: FileFacts, limits: UploadLimits): string | undefined {
  if (!accepts(file, limits.accept)) return controlMessages.uploadBadSuffix;
  const byType = checkType(file, limits.fileType ?? 'all');
  if (byType) return byType;
  if (file.size > limits.fileSize * MB) return controlMessages.uploadTooLarge;
  return undefined;
}
