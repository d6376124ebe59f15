import { App, Button, Card, Form, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { AnnouncementDetailModal, type AnnouncementSummary } from '../../notify/AnnouncementDetailModal';
import { notifyMessages as m } from '../../notify/messages';
import { fetchMyAnnouncements, markAllRead, markRead, type MyAnnouncement, type MyAnnouncementQuery, type Page } from '../../notify/noticeApi';
import { announceNoticesChanged } from '../../notify/noticeEvents';
import { PriorityTag } from '../../notify/PriorityTag';

/** Seed 000 section 9: 10 a page, 10/20/30 to choose from. */
const PAGE_SIZES = ['10', '20', '30'];
const FIRST_PAGE: MyAnnouncementQuery = { pageNo: 1, pageSize: 10 };
const EMPTY_PAGE: Page<MyAnnouncement> = { records: [], total: 0, current: 1, size: 10 };

interface Filters {
  titile?: string;
  readFlag?: string;
}

function summaryOf(row: MyAnnouncement): AnnouncementSummary {
  return {
    id: row.anntId,
    titile: row.titile,
    msgContent: row.msgContent,
    sender: row.sender,
    sendTime: row.sendTime,
    openType: row.openType,
    openPage: row.openPage,
  };
}

function useMyAnnouncements(query: MyAnnouncementQuery, version: number) {
  const [data, setData] = useState(EMPTY_PAGE);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchMyAnnouncements(query, controller.signal)
      .then(setData, () => undefined)
      .finally(() => controller.signal.aborted || setLoading(false));
    return () => controller.abort();
  }, [query, version]);
  return { data, loading };
}

/** /isps/userAnnouncement (我的消息): the signed-in user's own announcements, read and unread. */
export function UserAnnouncementPage() {
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  const [query, setQuery] = useState<MyAnnouncementQuery>(FIRST_PAGE);
  const [version, setVersion] = useState(0);
  const [detail, setDetail] = useState<AnnouncementSummary | null>(null);
  const { data, loading } = useMyAnnouncements(query, version);
  const refresh = () => setVersion((v) => v + 1);

  const search = (filters: Filters) => setQuery({ ...FIRST_PAGE, pageSize: query.pageSize, titile: filters.titile?.trim() || undefined, readFlag: filters.readFlag });
  const reset = () => {
    form.resetFields();
    setQuery({ ...FIRST_PAGE, pageSize: query.pageSize });
  };

  const view = (row: MyAnnouncement) => {
    setDetail(summaryOf(row));
    if (row.readFlag === '1') return;
    markRead(row.anntId).then(() => {
      refresh();
      announceNoticesChanged();
    }, () => undefined);
  };

  const readAll = () => {
    modal.confirm({
      title: m.readAllConfirmTitle,
      content: m.readAllConfirm,
      onOk: async () => {
        await markAllRead();
        message.success(m.readAllDone);
        refresh();
        announceNoticesChanged();
      },
    });
  };

  const columns: TableColumnsType<MyAnnouncement> = [
    { title: m.columnTitle, dataIndex: 'titile', ellipsis: true },
    { title: m.columnSender, dataIndex: 'senderName', width: 140 },
    { title: m.columnPriority, dataIndex: 'priority', width: 100, align: 'center', render: (value: string | null) => <PriorityTag priority={value} /> },
    { title: m.columnSendTime, dataIndex: 'sendTime', width: 180, align: 'center' },
    {
      title: m.columnReadFlag,
      dataIndex: 'readFlag',
      width: 110,
      align: 'center',
      render: (value: string) => (value === '1' ? <Tag color="green">{m.read}</Tag> : <Tag color="orange">{m.unread}</Tag>),
    },
    { title: m.columnAction, key: 'action', width: 90, align: 'center', render: (_: unknown, row) => <a onClick={() => view(row)}>{m.view}</a> },
  ];

  return (
    <Card title={m.pageTitle} variant="borderless">
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="titile" label={m.titleLabel}>
          <Input placeholder={m.titlePlaceholder} allowClear />
        </Form.Item>
        <Form.Item name="readFlag" label={m.readStateLabel}>
          <Select
            placeholder={m.readStatePlaceholder}
            allowClear
            style={{ width: 140 }}
            options={[{ value: '0', label: m.unread }, { value: '1', label: m.read }]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">{m.search}</Button>
          <Button onClick={reset}>{m.reset}</Button>
          <Button onClick={readAll}>{m.readAll}</Button>
        </Space>
      </Form>
      <Table<MyAnnouncement>
        rowKey="anntId"
        size="middle"
        columns={columns}
        dataSource={data.records}
        loading={loading}
        // Wider than a phone: the table scrolls inside itself, not the page.
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: data.total,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: m.total,
        }}
        onChange={(pagination) => setQuery((q) => ({
          ...q,
          pageNo: pagination.pageSize !== q.pageSize ? 1 : pagination.current ?? 1,
          pageSize: pagination.pageSize ?? q.pageSize,
        }))}
      />
      <AnnouncementDetailModal announcement={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
