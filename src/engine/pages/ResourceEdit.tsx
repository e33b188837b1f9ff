import type { PageProps } from '../../app/routes';
import { ResourceForm } from './ResourceForm';

export default function ResourceEdit({ declaration }: PageProps) {
  return <ResourceForm declaration={declaration} action="edit" />;
}
