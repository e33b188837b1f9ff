import { Link } from 'react-router';
import { Button, Empty, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ResourceDeclaration } from '../../resources/types';
import { midSentence } from '../model/format';
import { t } from '../i18n/translator';

/**
 * Skeleton rows: a list whose first page is on its way. Still, not shimmering: antd's shimmer
 * animates a background's position, which the compositor cannot, and starting it during a first
 * load held the main thread for a frame (20 to 45 ms on a phone, in Lighthouse's traces).
 */
export function ListSkeleton({ declaration }: { declaration: ResourceDeclaration }) {
  return (
    <Skeleton
      title={false}
      paragraph={{ rows: 5, width: '100%' }}
      aria-label={t('Loading {{things}}', { things: midSentence(t(declaration.title.plural)) })}
    />
  );
}

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
  const things = midSentence(t(title.plural));
  if (loading) return <ListSkeleton declaration={declaration} />;
  if (filtered)
    return (
      <Empty description={t('No {{things}} match these filters.', { things })}>
        <Button onClick={onClearFilters}>{t('Clear filters')}</Button>
      </Empty>
    );
  if (canCreate && routes.create)
    return (
      <Empty description={t('No {{things}} yet. Add the first one.', { things })}>
        <Link to={routes.create}>
          <Button type="primary" icon={<PlusOutlined />}>
            {t('New {{thing}}', { thing: midSentence(t(title.singular)) })}
          </Button>
        </Link>
      </Empty>
    );
  return (
    <Empty
      description={t('No {{things}} yet. They appear here as they are recorded.', { things })}
    />
  );
}
