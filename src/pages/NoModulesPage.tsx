import { Result } from 'antd';

/** Shown when an admin may view nothing: a page, never a redirect loop (docs/access.md). */
export function NoModulesPage() {
  return (
    <Result
      status="403"
      title="No modules assigned"
      subTitle="Your account has no modules yet. Ask a superadmin to grant you access in Admin controller › Sub Admin."
      data-testid="no-modules"
    />
  );
}
