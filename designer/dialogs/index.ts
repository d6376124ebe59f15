export { HelpDialog, type HelpDialogProps } from './HelpDialog.tsx';
export { JsonViewDialog, type JsonViewDialogProps } from './JsonViewDialog.tsx';
export { PreviewDialog, type PreviewDialogProps } from './PreviewDialog.tsx';
export { SaveDialog, type SaveDialogProps, type SaveValues } from './SaveDialog.tsx';
