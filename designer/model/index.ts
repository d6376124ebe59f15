/** The designer's document model: pure commands over the runtime's formContent, history and selection. No React. */
export type { CellRef, ContainerKind, ContainerRef, DesignDocument, EditResult, Selection, Target } from './types.ts';
export { containerKey, containersOf, findContainer, locateControl, parseContainerKey, sameContainer } from './containers.ts';
export { counterIds, controlIds, createIdSource, idPrefix, largestIdNumber, type IdSource } from './ids.ts';
export { createControl, copyWithNewIds } from './createControl.ts';
export { additionRefusal, dynamicTableAllowedItems, isLayoutKind, layoutKinds, placementRefusal, tableRefusedItems } from './placement.ts';
export { addControl, copyControl, deleteControl, moveControl } from './commands.ts';
export { insertionTarget } from './insertionTarget.ts';
export { idRefusal, updateControl } from './updateControl.ts';
export { clearForm, defaultFormConfig, emptyDocument, updateConfig } from './formConfig.ts';
export {
  anchorOf, canDeleteColumn, canDeleteRow, canMergeDown, canMergeRight, canSplit, cellMenuAvailability, isPlainCell, spanOf,
  type CellAction, type Grid,
} from './tableGrid.ts';
export { appendColumn, appendRow, deleteColumn, deleteRow, mergeDown, mergeRight, runCellAction, splitCell, updateCell } from './tableCommands.ts';
export { HISTORY_LIMIT, canRedo, canUndo, type History } from './history.ts';
export { isSelectedCell, isSelectedControl, sameSelection, selectedCell, selectedControl, validSelection } from './selection.ts';
export { createDesignerStore, type DesignerState, type DesignerStore, type RunOptions } from './designerStore.ts';
