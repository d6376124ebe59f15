import { UploadOutlined } from '@ant-design/icons';
import { Button, message, Typography, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { controlMessages } from '../messages.ts';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { readFlag, readNumber, readText } from '../shared/read.ts';
import { checkUpload } from './checkUpload.ts';
import { useFileAddresses } from './useFileAddresses.ts';
import { filesOf, valueOf } from './uploadValue.ts';

type ListType = 'text' | 'picture' | 'picture-card';
const LIST_TYPES: ListType[] = ['text', 'picture', 'picture-card'];

/** The reason a failed upload shows: the server's message, else '上传失败'. */
const failureOf = (error: unknown) => (error instanceof Error && error.message ? error.message : controlMessages.uploadFailed);

export function UploadControl({ control, value, onChange, disabled, readOnly }: FieldControlProps) {
  const services = useRuntime();
  const [files, setFiles] = useState<UploadFile<string>[]>(() => filesOf(value));
  useFileAddresses(files, setFiles, services.fileUrl);
  const accept = readText(control, 'accept');
  const fileSize = readNumber(control, 'fileSize', 5);
  const listType = LIST_TYPES.find((t) => t === control['list-type']) ?? 'text';
  const locked = disabled || readOnly;

  // A value set from outside (form reset, loaded record) replaces the list; our own changes match it already.
  useEffect(() => {
    setFiles((current) => (valueOf(current) === (typeof value === 'string' ? value : '') ? current : filesOf(value)));
  }, [value]);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = checkUpload(file, { accept, fileSize });
    if (!problem) return true;
    void message.error(problem);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    if (!(file instanceof File)) {
      onError?.(new Error(controlMessages.uploadFailed), controlMessages.uploadFailed);
      return;
    }
    services
      .upload(file, { onProgress: (percent) => onProgress?.({ percent }) })
      .then((path) => {
        // An answer without a stored path is the seed's "success false without a message".
        if (path) onSuccess?.(path);
        else onError?.(new Error(controlMessages.uploadUnknownError), controlMessages.uploadUnknownError);
      })
      .catch((error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error)), failureOf(error)));
  };

  const handleChange: UploadProps<string>['onChange'] = ({ fileList }) => {
    setFiles(fileList);
    const next = valueOf(fileList);
    if (next !== undefined) onChange(next);
  };

  const tips = readText(control, 'tips');
  const buttonText = readText(control, 'buttonText') || controlMessages.uploadButton;
  return (
    <div>
      <Upload<string>
        id={control.id}
        accept={accept || undefined}
        multiple={readFlag(control, 'multiple')}
        listType={listType}
        fileList={files}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        disabled={locked}
        showUploadList={readFlag(control, 'show-file-list', true) ? { showRemoveIcon: !locked } : false}
      >
        {locked ? null : listType === 'picture-card' ? <span>{buttonText}</span> : <Button icon={<UploadOutlined />}>{buttonText}</Button>}
      </Upload>
      {readFlag(control, 'showTip') && tips ? <Typography.Text type="secondary">{tips}</Typography.Text> : null}
    </div>
  );
}

export const uploadControl: ControlEntry = { compType: 'upload', role: 'field', Render: UploadControl };
