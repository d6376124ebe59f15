import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, message, Modal, Typography, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { safeUrl } from '../../../schemas/safeUrl.ts';
import { useFilePreview } from '../../react/file-preview/FilePreview.tsx';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { controlMessages } from '../messages.ts';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { readFlag, readNumber, readText } from '../shared/read.ts';
import { checkUpload, UPLOAD_FILE_TYPES } from './checkUpload.ts';
import { PictureCardItem } from './PictureCardItem.tsx';
import { useFileAddresses } from './useFileAddresses.ts';
import { filesOf, moveFile, valueOf } from './uploadValue.ts';

type ListType = 'text' | 'picture' | 'picture-card';
const LIST_TYPES: ListType[] = ['text', 'picture', 'picture-card'];

/** The reason a failed upload shows: the server's message, else '上传失败'. */
const failureOf = (error: unknown) => (error instanceof Error && error.message ? error.message : controlMessages.uploadFailed);

/**
 * The upload control (seed 001 §5 "Upload rules" and "Upload component notes"): files are checked
 * before they are sent (suffix, kind, size), uploaded through the runtime's services, and the
 * value (the stored paths, comma separated) changes only when every file is done or one is removed.
 * Picture cards show a short name and can be moved left and right; a failed picture opens 上传出错.
 */
export function UploadControl({ control, value, onChange, disabled, readOnly }: FieldControlProps) {
  const services = useRuntime();
  const [files, setFiles] = useState<UploadFile<string>[]>(() => filesOf(value));
  useFileAddresses(files, setFiles, services.fileUrl);
  const accept = readText(control, 'accept');
  const fileSize = readNumber(control, 'fileSize', 5);
  const fileType = UPLOAD_FILE_TYPES.find((t) => t === control.fileType) ?? 'all';
  const listType = LIST_TYPES.find((t) => t === control['list-type']) ?? 'text';
  const locked = disabled || readOnly;

  // A value set from outside (form reset, loaded record) replaces the list; our own changes match it already.
  useEffect(() => {
    setFiles((current) => (valueOf(current) === (typeof value === 'string' ? value : '') ? current : filesOf(value)));
  }, [value]);

  const update = (next: UploadFile<string>[]) => {
    setFiles(next);
    const stored = valueOf(next);
    if (stored !== undefined) onChange(stored);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = checkUpload(file, { accept, fileSize, fileType });
    if (!problem) return true;
    void message.error(problem);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const fail = (reason: string) => {
      onError?.(new Error(reason), reason);
      if (listType === 'picture-card') Modal.error({ title: controlMessages.uploadErrorTitle, content: controlMessages.uploadErrorDetail(reason), okText: controlMessages.pickerOk });
    };
    if (!(file instanceof File)) return fail(controlMessages.uploadFailed);
    services
      .upload(file, { onProgress: (percent) => onProgress?.({ percent }) })
      // An answer without a stored path is the seed's "success false without a message": 未知错误.
      .then((path) => (path ? onSuccess?.(path) : fail(controlMessages.uploadUnknownError)))
      .catch((error: unknown) => fail(failureOf(error)));
  };

  const move = (uid: string, step: -1 | 1) => {
    const moved = moveFile(files, uid, step, { unknown: controlMessages.uploadMoveUnknown, atEnd: controlMessages.uploadMoveAtEnd });
    if ('warning' in moved) void message.warning(moved.warning);
    else update(moved.files);
  };

  // A PDF or a video opens in its dialog (seed 002 §9); any other file in a new window, at its signed address.
  const preview = useFilePreview();
  const onPreview = (file: UploadFile<string>) => {
    if (!file.url || preview.open({ url: file.url, name: file.name })) return;
    const address = safeUrl(file.url);
    if (address) window.open(address, '_blank', 'noopener,noreferrer');
  };

  const itemRender: UploadProps<string>['itemRender'] =
    listType === 'picture-card' ? (card, file) => <PictureCardItem card={card} name={file.name} onMove={locked ? undefined : (step) => move(file.uid, step)} /> : undefined;

  const tips = readText(control, 'tips');
  const buttonText = readText(control, 'buttonText') || controlMessages.uploadButton;
  const trigger =
    listType === 'picture-card' ? (
      <span>
        <PlusOutlined /> {buttonText}
      </span>
    ) : (
      <Button icon={<UploadOutlined />}>{buttonText}</Button>
    );
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
        onChange={({ fileList }) => update(fileList)}
        onPreview={onPreview}
        itemRender={itemRender}
        disabled={locked}
        showUploadList={readFlag(control, 'show-file-list', true) ? { showRemoveIcon: !locked } : false}
      >
        {locked ? null : trigger}
      </Upload>
      {preview.dialog}
      {readFlag(control, 'showTip') && tips ? <Typography.Text type="secondary">{tips}</Typography.Text> : null}
    </div>
  );
}

export const uploadControl: ControlEntry = { compType: 'upload', role: 'field', Render: UploadControl };
