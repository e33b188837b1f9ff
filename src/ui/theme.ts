import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: { colorPrimary: '#3b5bdb', borderRadius: 6, fontSize: 14 },
  components: {
    Layout: { siderBg: '#0f172a', headerBg: '#ffffff' },
    Menu: { darkItemBg: '#0f172a', darkSubMenuItemBg: '#0b1222' },
  },
};
