import { Space } from 'antd';
import type { ReactElement } from 'react';

/**
 * An input with its unit after it, joined to it (antd's Space.Compact with an addon: the input's
 * own `addonAfter` is deprecated). Without a unit, the input alone.
 */
export function WithUnit({ unit, children }: { unit?: string; children: ReactElement }) {
  if (!unit) return children;
  return (
    <Space.Compact block>
      {children}
      <Space.Addon>{unit}</Space.Addon>
    </Space.Compact>
  );
}
