import type { PageProps } from './types';
import { ResourceForm } from './ResourceForm';

export default function ResourceCreate({ declaration }: PageProps) {
  return <ResourceForm declaration={declaration} action="create" />;
}
