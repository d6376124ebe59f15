import { Alert, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { builtInControls } from '../runtime/controls/builtInControls.ts';
import { createControlRegistry } from '../runtime/controls/registry.ts';
import { RuntimeProvider } from '../runtime/react/RuntimeContext.tsx';
import { SchemaErrorPanel } from '../runtime/react/SchemaErrorPanel.tsx';
import { getFeedback } from '../runtime/shell/feedback/feedback.ts';
import { createShellRuntimeServices } from '../runtime/shell/schema/runtimeServices.ts';
import { saveForm } from './api/savedForms.ts';
import { designerServices, DesignerProvider } from './canvas/DesignerContext.tsx';
import { createDesignerStore } from './model/designerStore.ts';
import { clearForm, emptyDocument } from './model/formConfig.ts';
import { designerMessages as m } from './messages.ts';
import { DesignerDialogs, type DialogName } from './page/DesignerDialogs.tsx';
import { DesignerWorkbench } from './page/DesignerWorkbench.tsx';
import { useSavedForm } from './page/useSavedForm.ts';
import { useUnsavedWarning } from './page/useUnsavedWarning.ts';
import './designer.css';

/** Where to go after a save when the designer was opened directly (nothing to go back to). */
const SAVED_FORMS_PATH = '/flowable/form';

/**
 * /flowable/form/designer (表单设计器): the form designer of seed 001. With `?id=` it opens that
 * saved form (a bad formContent shows its problems with their JSON paths); 保存 adds or edits it,
 * says 添加成功 / 修改成功, clears the board and goes back one page.
 */
export function DesignerPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const navigate = useNavigate();
  const runtime = useMemo(() => createShellRuntimeServices((to) => void navigate(to)), [navigate]);
  const registry = useMemo(() => createControlRegistry(builtInControls), []);
  const [store] = useState(() => createDesignerStore(emptyDocument()));
  const designer = useMemo(() => designerServices(store, registry, (message) => getFeedback().message.warning(message)), [store, registry]);
  // A page kept alive in its tab is cleared by a save; shown again later, it loads afresh.
  const location = useLocation();
  const [savedAt, setSavedAt] = useState<string | undefined>();
  const [reloadKey, setReloadKey] = useState('');
  useEffect(() => {
    if (savedAt === undefined || savedAt === location.key) return;
    setSavedAt(undefined);
    setReloadKey(location.key);
  }, [savedAt, location.key]);
  const [loaded, setLoaded] = useSavedForm(id, store, reloadKey);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<DialogName>>(new Set());
  const { markClean } = useUnsavedWarning(store);
  useEffect(() => {
    if (loaded.status === 'ready' || loaded.status === 'new') markClean();
  }, [loaded, markClean]);

  const open = useCallback((name: DialogName) => {
    setOpened((was) => (was.has(name) ? was : new Set([...was, name])));
    setDialog(name);
  }, []);
  const actions = useMemo(
    () => ({
      onSave: () => open('save'),
      onPreview: () => open('preview'),
      onViewJson: () => open('json'),
      onSettings: () => open('settings'),
      onHelp: () => open('help'),
      onClear: () =>
        getFeedback().modal.confirm({
          title: m.clearConfirmTitle,
          content: m.clearConfirm,
          okText: m.ok,
          cancelText: m.cancel,
          onOk: () => void designer.run(clearForm),
        }),
    }),
    [open, designer],
  );

  const saved = loaded.status === 'ready' ? loaded.form : undefined;
  const save = async (values: { formName: string; remark: string }) => {
    // A refusal (a newer version saved meanwhile, a failed request) rejects: the dialog shows it and keeps what was typed.
    const result = await saveForm({ id: saved?.id, version: saved?.version, formName: values.formName, remark: values.remark, formContent: store.getState().history.present });
    getFeedback().message.success(result.added ? m.added : m.modified);
    setDialog(null);
    store.reset(emptyDocument());
    markClean();
    setLoaded({ status: 'new' });
    setSavedAt(location.key);
    const canGoBack = typeof window.history.state?.idx === 'number' && window.history.state.idx > 0;
    if (canGoBack) void navigate(-1);
    else void navigate(SAVED_FORMS_PATH);
  };

  if (loaded.status === 'loading') return <Spin tip={m.loading} style={{ display: 'block', margin: 48 }} />;
  if (loaded.status === 'failed') return <Alert type="error" showIcon message={m.loadFailed(loaded.message)} />;
  if (loaded.status === 'invalid') return <SchemaErrorPanel problems={loaded.problems} title={m.badSavedForm} source={id} />;
  return (
    <RuntimeProvider services={runtime}>
      <DesignerProvider value={designer}>
        <DesignerWorkbench actions={actions}>
          <DesignerDialogs
            open={dialog}
            opened={opened}
            onClose={() => setDialog(null)}
            saveInitial={{ formName: saved?.formName ?? '', remark: saved?.remark ?? '' }}
            onSave={save}
          />
        </DesignerWorkbench>
      </DesignerProvider>
    </RuntimeProvider>
  );
}
