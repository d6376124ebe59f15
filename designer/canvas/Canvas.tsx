import { Form } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { FormLayoutContext, type FormLayout } from '../../runtime/react/form/formLayout.ts';
import { containerKey } from '../model/containers.ts';
import { designerMessages as m } from '../messages.ts';
import { CanvasPhaseContext } from './CanvasItem.tsx';
import { ContainerList } from './ContainerList.tsx';
import { useDesigner, useDocument, useFormConfig } from './DesignerContext.tsx';

const SIZES = { medium: 'middle', small: 'small', mini: 'small' } as const;
const ROOT = containerKey({ kind: 'root' });

/** The form's top-level list: the only part of the board that follows the whole document. */
function RootList() {
  const { list } = useDocument();
  return (
    <>
      <ContainerList listKey={ROOT} list={list} ancestry="" />
      {list.length === 0 ? <div className="fd-empty-hint">{m.emptyHint}</div> : null}
    </>
  );
}

/**
 * The central board: the form's controls as the form will show them (same label width, position,
 * size and gutter as the runtime), each selectable, draggable, copyable and deletable. A click on
 * the empty board clears the selection. The antd form around it follows the form config only, so an
 * edit of the list does not re-render every field item.
 */
export function Canvas() {
  const { store, registry } = useDesigner();
  const config = useFormConfig();
  const phase = useRef({ settled: false }).current;
  useEffect(() => {
    phase.settled = true;
  }, [phase]);
  const layout = useMemo<FormLayout>(
    () => ({ registry, labelWidth: config.labelWidth, vertical: config.labelPosition === 'top', gutter: config.gutter ?? 15 }),
    [registry, config.labelWidth, config.labelPosition, config.gutter],
  );
  return (
    <div className="fd-canvas" role="region" aria-label={m.canvasLabel} onClick={() => store.select(null)}>
      <CanvasPhaseContext.Provider value={phase}>
        <FormLayoutContext.Provider value={layout}>
          <Form
            component={false}
            layout={layout.vertical ? 'vertical' : 'horizontal'}
            labelAlign={config.labelPosition === 'left' ? 'left' : 'right'}
            labelWrap
            size={SIZES[config.size ?? 'medium']}
            disabled={config.disabled === true}
          >
            <div className="fd-board" style={{ ['--fd-gutter' as string]: `${layout.gutter}px` }}>
              <RootList />
            </div>
          </Form>
        </FormLayoutContext.Provider>
      </CanvasPhaseContext.Provider>
    </div>
  );
}
