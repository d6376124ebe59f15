import { App, Button, Empty, List, Popconfirm, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { ThirdAccount } from './accountFormat';
import { loadThirdAccounts, unbindThirdAccount } from './accountApi';
import { accountMessages as m } from './messages';

/** 账户绑定: the third-party accounts that sign in as this user, each of which can be unbound. */
export function BindingSettings() {
  const { message } = App.useApp();
  const [accounts, setAccounts] = useState<ThirdAccount[] | null>(null);

  const load = useCallback(() => {
    loadThirdAccounts()
      .then(setAccounts)
      .catch(() => setAccounts([]));
  }, []);
  useEffect(load, [load]);

  const unbind = async (account: ThirdAccount) => {
    try {
      const text = await unbindThirdAccount(account.id);
      message.success(typeof text === 'string' ? text : m.unbound);
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
    load();
  };

  if (accounts === null) return <Skeleton active />;
  if (accounts.length === 0) {
    return <Empty description={<><div>{m.noBindings}</div><Typography.Text type="secondary">{m.bindingHint}</Typography.Text></>} />;
  }
  return (
    <List
      dataSource={accounts}
      renderItem={(account) => (
        <List.Item
          actions={[
            <Popconfirm key="unbind" title={m.unbindConfirm} onConfirm={() => unbind(account)}>
              <Button type="link" danger>{m.unbind}</Button>
            </Popconfirm>,
          ]}
        >
          <List.Item.Meta
            title={m.thirdTypes[account.thirdType] ?? account.thirdType}
            description={`${m.thirdUserId}：${account.thirdUserId}${account.createTime ? `　${m.boundAt(account.createTime)}` : ''}`}
          />
        </List.Item>
      )}
    />
  );
}
