import { Button, Tooltip } from 'antd';
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { setColorScheme, useColorScheme } from '../ui/colorScheme';
import { t } from '../i18n/translator';

/** The header's light/dark switch; the choice is kept in this browser. */
export function ColorSchemeToggle() {
  const scheme = useColorScheme();
  const dark = scheme === 'dark';
  return (
    <Tooltip title={dark ? t('Light mode') : t('Dark mode')}>
      <Button
        type="text"
        aria-label={t('Dark mode')}
        aria-pressed={dark}
        icon={dark ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      />
    </Tooltip>
  );
}
