import { Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { controlMessages } from '../messages.ts';
import { InlineError } from '../shared/InlineError.tsx';
import type { PickerConfig } from './pickerConfig.ts';

export interface PickerFrameProps {
  /** Only the title and width are read: every picker kind can hand its own config. */
  config: Pick<PickerConfig, 'title' | 'width'>;
  error: string | undefined;
  onKeyword: (keyword: string) => void;
  onOk: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** What every picker dialog shares: its title and width, the load error, the keyword box, 确定 and 取消. */
export function PickerFrame({ config, error, onKeyword, onOk, onCancel, children }: PickerFrameProps) {
  return (
    <Modal
      open
      title={config.title}
      width={config.width}
      okText={controlMessages.pickerOk}
      cancelText={controlMessages.pickerCancel}
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden
    >
      <InlineError message={error} />
      <Input.Search allowClear placeholder={controlMessages.pickerSearch} onChange={(e) => onKeyword(e.target.value)} style={{ marginBottom: 8 }} />
      {children}
    </Modal>
  );
}
