import { useState, type ReactNode } from 'react';
import { PdfPreviewModal } from './PdfPreviewModal.tsx';
import { previewKindOf, type Preview } from './previewKind.ts';
import { VideoModal } from './VideoModal.tsx';

export interface FilePreview {
  /** Opens the dialog for a PDF or a video and answers true; other files are left to the caller. */
  open(file: { url: string; name: string }): boolean;
  /** The open dialog, to render where the caller renders. */
  dialog: ReactNode;
}

/** The PDF preview and the video dialog of uploaded files, for the upload control and file cells alike. */
export function useFilePreview(): FilePreview {
  const [preview, setPreview] = useState<Preview | undefined>();
  const close = () => setPreview(undefined);
  const open = (file: { url: string; name: string }) => {
    const kind = previewKindOf(file.name) ?? previewKindOf(file.url);
    if (!kind) return false;
    setPreview({ kind, ...file });
    return true;
  };
  const dialog =
    preview?.kind === 'pdf' ? (
      <PdfPreviewModal url={preview.url} name={preview.name} onClose={close} />
    ) : preview?.kind === 'video' ? (
      <VideoModal url={preview.url} onClose={close} />
    ) : null;
  return { open, dialog };
}
