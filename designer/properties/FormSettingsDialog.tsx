import { Button, Form, InputNumber, Modal, Radio, Switch } from 'antd';
import type { FormConfig } from '../../schemas/types.ts';
import { FORM_DEFAULTS, FORM_GUTTER, FORM_LABEL_WIDTH, FORM_SIZES, LABEL_POSITIONS } from './formSettings.ts';
import { propertyMessages as M } from './messages.ts';
import { clampNumber } from './numberBounds.ts';
import { formShowLabelPatch, formShowsLabels } from './showLabel.ts';

export interface FormSettingsDialogProps {
  open: boolean;
  config: FormConfig;
  onChange(patch: Partial<FormConfig>): void;
  onClose(): void;
}

const SIZE_LABELS = { medium: M.sizeMedium, small: M.sizeSmall, mini: M.sizeMini };
const POSITION_LABELS = { right: M.labelRight, left: M.labelLeft, top: M.labelTop };

/**
 * The form settings (seed 001 §3 "Form config"): size, label position, label width 60-140, gutter
 * 0-30, disabled, dynamic tables allowed. Showing labels toggles the label width between 80 and 0;
 * while labels are hidden the width input rests at 0 and is disabled. Each change goes out as a
 * patch of the config, so undo covers it like any other edit.
 */
export function FormSettingsDialog({ open, config, onChange, onClose }: FormSettingsDialogProps) {
  const shown = formShowsLabels(config);
  const number = (key: 'labelWidth' | 'gutter', bounds: { min: number; max: number }) => (typed: number | null) => {
    const value = clampNumber(typed, { ...bounds, precision: 0 });
    if (value !== undefined) onChange({ [key]: value });
  };
  return (
    <Modal
      title={M.formSettings}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{M.close}</Button>}
      destroyOnHidden
    >
      <Form layout="horizontal" colon={false} labelCol={{ flex: '110px' }}>
        <Form.Item label={M.size}>
          <Radio.Group optionType="button" value={config.size ?? FORM_DEFAULTS.size} onChange={(e) => onChange({ size: e.target.value as FormConfig['size'] })}>
            {FORM_SIZES.map((size) => (
              <Radio.Button key={size} value={size}>
                {SIZE_LABELS[size]}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={M.labelPosition}>
          <Radio.Group
            optionType="button"
            value={config.labelPosition ?? FORM_DEFAULTS.labelPosition}
            onChange={(e) => onChange({ labelPosition: e.target.value as FormConfig['labelPosition'] })}
          >
            {LABEL_POSITIONS.map((position) => (
              <Radio.Button key={position} value={position}>
                {POSITION_LABELS[position]}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={M.formShowLabel} htmlFor="form-showLabel">
          <Switch id="form-showLabel" checked={shown} onChange={(show) => onChange(formShowLabelPatch(show))} />
        </Form.Item>
        <Form.Item label={M.formLabelWidth} htmlFor="form-labelWidth">
          <InputNumber
            id="form-labelWidth"
            {...(shown ? FORM_LABEL_WIDTH : {})}
            disabled={!shown}
            value={Number(config.labelWidth ?? FORM_DEFAULTS.labelWidth)}
            onChange={number('labelWidth', FORM_LABEL_WIDTH)}
          />
        </Form.Item>
        <Form.Item label={M.formGutter} htmlFor="form-gutter">
          <InputNumber id="form-gutter" {...FORM_GUTTER} value={config.gutter ?? FORM_DEFAULTS.gutter} onChange={number('gutter', FORM_GUTTER)} />
        </Form.Item>
        <Form.Item label={M.formDisabled} htmlFor="form-disabled">
          <Switch id="form-disabled" checked={config.disabled ?? FORM_DEFAULTS.disabled} onChange={(disabled) => onChange({ disabled })} />
        </Form.Item>
        <Form.Item label={M.dynamicTableAllowed} htmlFor="form-dynamicTableAllowed">
          <Switch
            id="form-dynamicTableAllowed"
            checked={config.dynamicTableAllowed ?? FORM_DEFAULTS.dynamicTableAllowed}
            onChange={(dynamicTableAllowed) => onChange({ dynamicTableAllowed })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
