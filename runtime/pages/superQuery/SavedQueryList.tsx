import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Empty, List, Popconfirm } from 'antd';
import { superQueryMessages as m } from './messages.ts';
import type { SavedQuery } from './savedQueries.ts';

export interface SavedQueryListProps {
  list: readonly SavedQuery[];
  onLoad: (query: SavedQuery) => void;
  onDelete: (title: string) => void;
}

/** The page's saved queries: a click loads one into the builder; delete asks first. */
export function SavedQueryList({ list, onLoad, onDelete }: SavedQueryListProps) {
  return (
    <Card size="small" title={m.saved}>
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noSaved} />
      ) : (
        <List
          size="small"
          dataSource={[...list]}
          renderItem={(query) => (
            <List.Item
              actions={[
                <Popconfirm key="delete" title={m.deleteConfirm} okText={m.ok} cancelText={m.cancel} onConfirm={() => onDelete(query.title)}>
                  <Button type="text" size="small" aria-label={`${m.delete} ${query.title}`} icon={<DeleteOutlined />} />
                </Popconfirm>,
              ]}
            >
              <Button type="link" size="small" onClick={() => onLoad(query)}>
                {query.title}
              </Button>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
