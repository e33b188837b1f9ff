import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ColorScheme } from './colorScheme';

/**
 * Text meets WCAG AA (4.5:1) on white and on antd's light greys: secondary, description and
 * placeholder text (antd's defaults are 45 % and 25 % black), links (antd's #1677ff) and danger
 * text (#ff4d4f) are darker than antd's (axe-core over every route, tests/e2e/route-walk.e2e.test.ts).
 */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.62)';

const theme: ThemeConfig = {
  token: {
    colorPrimary: '#3b5bdb',
    colorLink: '#3b5bdb',
    colorError: '#cf1322',
    borderRadius: 6,
    fontSize: 14,
    colorTextTertiary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  },
  components: {
    Layout: { siderBg: '#0f172a', headerBg: '#ffffff' },
    Menu: { darkItemBg: '#0f172a', darkSubMenuItemBg: '#0b1222' },
  },
};

/**
 * Dark mode: antd's dark algorithm with the same brand colour, lightened where it is text on a dark
 * background (links), and the same dark sider.
 */
const dark: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    colorPrimary: '#4c6ef5',
    colorLink: '#91a7ff',
    colorError: '#ff7875',
    borderRadius: 6,
    fontSize: 14,
  },
  components: {
    Layout: { siderBg: '#0b1222', headerBg: '#141414', bodyBg: '#000000' },
    Menu: { darkItemBg: '#0b1222', darkSubMenuItemBg: '#070d19' },
  },
};

export const themeFor = (scheme: ColorScheme): ThemeConfig => (scheme === 'dark' ? dark : theme);
