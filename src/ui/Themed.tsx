import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { theme } from './theme';

/**
 * The antd theme, around each screen that draws antd: the private shell and the antd-based public
 * pages, toasts and error screens. Not around every route: /login is plain markup and loads no antd
 * at all (issue point 7).
 */
export function Themed({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
