import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../router/paths';
import { registerMessages as m } from './messages';

/** 去登录 at the end of registration and recovery. */
export function GoLoginButton() {
  const navigate = useNavigate();
  return <Button type="primary" onClick={() => navigate(LOGIN_PATH)}>{m.goLogin}</Button>;
}
