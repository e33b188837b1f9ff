import { Link } from 'react-router';
import { useList } from '@refinedev/core';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ResourceDeclaration } from '../../../resources/types';
import { declarations } from '../../model/registry';
import { useAccess } from '../../session/access';

/** One module's record count: a one-row list call reads the server's total. */
function CountTile({ declaration }: { declaration: ResourceDeclaration }) {
  const path = declaration.routes.list ?? declaration.routes.create ?? '/dashboard';
  const { result, query } = useList({
    resource: declaration.name,
    pagination: { currentPage: 1, pageSize: 1, mode: 'server' },
  });
  return (
    <Link to={path} aria-label={`${declaration.title.plural}: open list`}>
      <Card hoverable size="small" data-testid={`count-${declaration.name}`}>
        <Statistic
          title={declaration.title.plural}
          value={query.isError ? '—' : (result?.total ?? 0)}
          loading={query.isLoading}
        />
      </Card>
    </Link>
  );
}

/** For each module the admin may view, its record count and a link (KPI tiles come later). */
export default function Dashboard() {
  const decider = useAccess();
  const countable = declarations.filter(
    (declaration) =>
      !declaration.pageOnly &&
      declaration.dashboard !== false &&
      decider?.can(declaration.module, 'view'),
  );
  return (
    <>
      <Typography.Title level={3}>Dashboard</Typography.Title>
      <Row gutter={[16, 16]} className="kpi-grid">
        {countable.map((declaration) => (
          <Col key={declaration.name} xs={24} sm={12} lg={6}>
            <CountTile declaration={declaration} />
          </Col>
        ))}
      </Row>
    </>
  );
}
