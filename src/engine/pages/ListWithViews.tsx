import { useState } from 'react';
import { useLocation } from 'react-router';
import type { EmbeddedListProps, ListExtensions, PageProps } from './types';
import ResourceList from './ResourceList';
import { ViewTabs } from '../views/ViewTabs';
import { isViewApplied } from '../views/applyView';

/**
 * A list page with its saved views above it (../views/ViewTabs.tsx). A view applied (its
 * choice there, a sidebar item) starts the list again from the view's address: the table reads its filters,
 * sort and columns when it starts, and never again from an address it did not write itself.
 */
export default function ListWithViews(props: PageProps & EmbeddedListProps & ListExtensions) {
  const location = useLocation();
  const [started, setStarted] = useState(location.key);
  if (isViewApplied(location.state) && started !== location.key) setStarted(location.key);
  return (
    <>
      <ViewTabs declaration={props.declaration} />
      <ResourceList key={started} {...props} />
    </>
  );
}
