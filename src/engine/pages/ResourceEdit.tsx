import type { PageProps } from './types';
import { ResourceForm } from './ResourceForm';

export default function ResourceEdit({ declaration }: PageProps) {
  return <ResourceForm declaration={declaration} action="edit" />;
}
