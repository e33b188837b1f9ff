import type { PageProps } from '../../app/routes';
import { ResourceForm } from './ResourceForm';

export default function ResourceCreate({ declaration }: PageProps) {
  return <ResourceForm declaration={declaration} action="create" />;
}
