import type { ResourceDeclaration } from '../../../resources/types';

/** What every page named by a declaration receives: generic or hand-made. */
export interface PageProps {
  declaration: ResourceDeclaration;
}
