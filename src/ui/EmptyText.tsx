import { Typography } from 'antd';

/**
 * What an empty List or Table says, in the theme's secondary text colour: antd draws a plain
 * string there in its disabled grey (#bfbfbf on white, 1.8:1), which fails WCAG AA (4.5:1).
 */
export function EmptyText({ children }: { children: string }) {
  return <Typography.Text type="secondary">{children}</Typography.Text>;
}
