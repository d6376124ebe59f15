import { controlKind } from '../../../schemas/controls/catalogue.ts';
import type { Control } from '../../../schemas/types.ts';
import type { CellKind } from '../../grid/cellKinds.tsx';
import { UploadControl } from '../upload/UploadControl.tsx';
import { filesOf } from '../upload/uploadValue.ts';

export type UploadColumnType = 'upload' | 'file' | 'image';

/**
 * The upload, file and image cells (seed 002 §3): the form's own upload control (upload/), with its
 * catalogue defaults, so a cell stores what the form control stores (the uploaded paths, comma
 * separated) and opens files only at the addresses the server signs (useFileAddresses), never a
 * public path. An image column takes images only, as picture cards. The drawn cell names the files.
 */
export function uploadCell(type: UploadColumnType, key: string): CellKind {
  const image = type === 'image' ? { 'list-type': 'picture-card', accept: 'image/*', fileType: 'image' } : {};
  const control: Control = { ...controlKind('upload')?.defaults, id: `cell_${key}`, compType: 'upload', ...image };
  return {
    width: type === 'image' ? 190 : 150,
    text: (value) => filesOf(value).map((file) => file.name).join(','),
    Editor: ({ value, commit, cancel }) => (
      // Floats over the rows below: a file list or picture cards are taller than a 61 px row.
      <div style={{ position: 'absolute', zIndex: 3, background: '#fff', padding: 4, boxShadow: '0 3px 6px rgba(0,0,0,.16)', minWidth: 190 }}>
        <UploadControl control={control} path="" value={value} onChange={(next) => commit(next)} onBlur={cancel} disabled={false} readOnly={false} />
      </div>
    ),
  };
}
