/**
 * The form designer (seed 001). The page is registered by the shell under the menu component
 * 'flowable/form/designer'; the model is usable on its own (pure commands over formContent).
 */
export { DesignerPage } from './DesignerPage.tsx';
export * from './model/index.ts';
export { designerMessages } from './messages.ts';
export { designerServices, DesignerProvider, useDesigner, type DesignerServices } from './canvas/DesignerContext.tsx';
export { Canvas } from './canvas/Canvas.tsx';
export { Palette } from './palette/Palette.tsx';
export { Toolbar, type ToolbarProps } from './toolbar/Toolbar.tsx';
export { DesignerWorkbench, type WorkbenchActions } from './page/DesignerWorkbench.tsx';
