import { Card, Col, Empty, Row, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import type { EntityFigure } from './analysisApi';
import { groupByArea } from './groupByArea';
import { dashboardMessages } from './messages';

/** One card per business area, one figure per entity the caller may list; a figure opens its list. */
export function EntityStats({ entities, loading }: { entities: EntityFigure[]; loading: boolean }) {
  if (loading) return <Card title={dashboardMessages.businessData} loading />;
  if (entities.length === 0) {
    return (
      <Card title={dashboardMessages.businessData}>
        <Empty description={dashboardMessages.noBusinessData} />
      </Card>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {groupByArea(entities, dashboardMessages.otherArea).map((group) => (
        <Col key={group.area} xs={24} md={12} xl={8}>
          <Card title={group.area} size="small" style={{ height: '100%' }} data-testid="entity-area">
            <Row gutter={[16, 16]}>
              {group.items.map((entity) => {
                const figure = <Statistic title={entity.label} value={entity.count} suffix={dashboardMessages.recordsUnit} />;
                return (
                  <Col key={entity.table} span={12} data-testid={`entity-count-${entity.table}`}>
                    {entity.path ? <Link to={entity.path}>{figure}</Link> : figure}
                  </Col>
                );
              })}
            </Row>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
