import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { HOME_PATH } from '../../router/paths';
import { pageMessages } from '../messages';

export type ErrorStatus = '403' | '404' | '500';

const subtitles: Record<ErrorStatus, string> = {
  '403': pageMessages.error403,
  '404': pageMessages.error404,
  '500': pageMessages.error500,
};

export function ErrorPage({ status }: { status: ErrorStatus }) {
  useDocumentTitle(status);
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={status}
      subTitle={subtitles[status]}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {pageMessages.backHome}
        </Button>
      }
    />
  );
}
