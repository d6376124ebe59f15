import { Alert, Button, Card, Checkbox, Col, DatePicker, Divider, Dropdown, Empty, Form, Input, InputNumber, Modal, Pagination, Popconfirm, Row, Select, Space, Spin, Table, Tag, Tooltip } from 'antd';

const columns = [{ title: '', dataIndex: 'a', sorter: true, filters: [{ text: '', value: '' }] }];
const rows = [{ id: '1', a: '' }];

/**
 * One hidden use of each component a schema page renders (see StyleKeeper): the list page's table
 * (bordered, selectable, sortable, filterable, paged with size changer and jumper),
 * tags, the search form's fields and the record form's controls; the list's closed advanced-query
 * dialog, its menus, tooltips and the delete confirmation.
 */
export default function KeptStyles() {
  return (
    <>
      <Card title=" " variant="borderless">
        <Form layout="inline">
          <Form.Item label=" ">
            <Input />
          </Form.Item>
          <Form.Item label=" ">
            <Select options={[]} />
          </Form.Item>
          <Form.Item label=" ">
            <DatePicker />
          </Form.Item>
          <Form.Item label=" ">
            <DatePicker.RangePicker />
          </Form.Item>
          <Form.Item label=" ">
            <InputNumber />
          </Form.Item>
        </Form>
        <Space>
          <Button type="primary">&nbsp;</Button>
          <Button>&nbsp;</Button>
          <Button type="link">&nbsp;</Button>
        </Space>
        <Alert message=" " type="info" showIcon />
        <Divider type="vertical" />
        <Tag color="blue">&nbsp;</Tag>
        <Checkbox />
        <Spin />
        <Empty />
        <Row gutter={8}>
          <Col span={12} />
        </Row>
        <Table rowKey="id" size="middle" bordered columns={columns} dataSource={rows} rowSelection={{ selectedRowKeys: [] }} pagination={false} />
        <Pagination total={100} showQuickJumper showSizeChanger />
        <Modal open={false} />
        <Dropdown menu={{ items: [] }}>
          <span />
        </Dropdown>
        <Tooltip title=" ">
          <span />
        </Tooltip>
        <Popconfirm title=" ">
          <span />
        </Popconfirm>
      </Card>
    </>
  );
}
