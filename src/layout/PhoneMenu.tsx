import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Drawer } from 'antd';
import { MainMenu } from './Sidebar';

/**
 * A phone's menu: a drawer from the left, closed on every load and after each choice, so the page
 * has the whole width (the desktop's sider would take 240 of 390 px). Loaded on phones only: a
 * desktop's first load carries no drawer.
 */
export default function PhoneMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  // A chosen page closes the menu; so does going back or forward.
  useEffect(() => onClose(), [pathname, onClose]);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      width={280}
      closable={false}
      className="phone-menu"
      title={null}
      styles={{ body: { padding: 0 } }}
    >
      <div data-testid="sidebar">
        <MainMenu collapsed={false} />
      </div>
    </Drawer>
  );
}
