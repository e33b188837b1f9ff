import type { ThemeConfig } from 'antd';

/**
 * Text meets WCAG AA (4.5:1) on white and on antd's light greys: secondary, description and
 * placeholder text (antd's defaults are 45 % and 25 % black), links (antd's #1677ff) and danger
 * text (#ff4d4f) are darker than antd's (tests/e2e/accessibility.e2e.test.ts).
 */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.62)';

export const theme: ThemeConfig = {
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
