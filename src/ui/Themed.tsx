// antd 5 draws its wave effect and its static dialogs with React 18's render() unless told how:
// this tells it React 19's createRoot, before any antd screen draws (every one comes through here).
import '@ant-design/v5-patch-for-react-19';
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { themeFor } from './theme';
import { useColorScheme } from './colorScheme';
import { antdLocale, useLanguage } from '../i18n/language';

/**
 * The antd theme, around each screen that draws antd: the private shell and the antd-based public
 * pages, toasts and error screens. Not around every route: /login is plain markup and loads no antd
 * at all, so a first visit stays light. Light or dark as the admin chose (src/ui/colorScheme.ts).
 */
export function Themed({ children }: { children: ReactNode }) {
  const scheme = useColorScheme();
  // Redrawn when the language changes: antd's own words (antdLocale) come with it.
  useLanguage();
  return (
    <ConfigProvider theme={themeFor(scheme)} locale={antdLocale()}>
      {children}
    </ConfigProvider>
  );
}
