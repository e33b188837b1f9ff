// antd 5 draws its wave effect and its static dialogs with React 18's render() unless told how:
// this tells it React 19's createRoot, before any antd screen draws (every one comes through here).
import '@ant-design/v5-patch-for-react-19';
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { Provider as MotionProvider } from 'rc-motion';
import { themeFor } from './theme';
import { useColorScheme } from './colorScheme';
import { usePrefersReducedMotion } from './reducedMotion';
import { antdLocale, useLanguage } from '../i18n/language';

/**
 * The antd theme, around each screen that draws antd: the private shell and the antd-based public
 * pages, toasts and error screens. Not around every route: /login is plain markup and loads no antd
 * at all, so a first visit stays light. Light or dark as the admin chose (src/ui/colorScheme.ts).
 * Without motion when the admin's system asks for less: antd's dialogs, menus and popups then
 * appear and go at once. That is rc-motion's switch (antd animates through it); antd's own
 * `motion` token would do the same but change the theme's hash, and with it every class name of
 * the prebuilt stylesheet.
 */
export function Themed({ children }: { children: ReactNode }) {
  const scheme = useColorScheme();
  // Redrawn when the language changes: antd's own words (antdLocale) come with it.
  useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider theme={themeFor(scheme)} locale={antdLocale()}>
      <MotionProvider motion={!reducedMotion}>{children}</MotionProvider>
    </ConfigProvider>
  );
}
