import { Link } from 'react-router';
import { Button, Empty, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ResourceDeclaration } from '../../resources/types';
import { midSentence } from '../model/format';

/**
 * What an empty list shows: while the first page loads, skeleton rows; when filters hide every row,
 * says so and offers to clear them; otherwise says there are none yet and, to an admin who may add,
 * how to add the first.
 */
export function ListEmpty({
  declaration,
  loading,
  filtered,
  canCreate,
  onClearFilters,
}: {
  declaration: ResourceDeclaration;
  loading: boolean;
  filtered: boolean;
  canCreate: boolean;
  onClearFilters: () => void;
}) {
  const { title, routes } = declaration;
  const plural = midSentence(title.plural);
  if (loading)
    return (
      <Skeleton
        active
        title={false}
        paragraph={{ rows: 5, width: '100%' }}
        aria-label={`Loading ${plural}`}
      />
    );
  if (filtered)
    return (
      <Empty description={`No ${plural} match these filters.`}>
        <Button onClick={onClearFilters}>Clear filters</Button>
      </Empty>
    );
  if (canCreate && routes.create)
    return (
      <Empty description={`No ${plural} yet. Add the first one.`}>
        <Link to={routes.create}>
          <Button type="primary" icon={<PlusOutlined />}>
            New {midSentence(title.singular)}
          </Button>
        </Link>
      </Empty>
    );
  return <Empty description={`No ${plural} yet. They appear here as they are recorded.`} />;
}
