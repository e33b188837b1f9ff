import { useEffect, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { t } from '../i18n/translator';

const demo = () => import('../demo/browser');

/**
 * The demo's platform simulator, on or off (a toggle button): while on, demo users deposit,
 * withdraw and place orders every few seconds, so that the live queues and the bell move.
 */
export function SimulatorToggle() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let current = true;
    void demo().then((module) => current && setOn(module.isSimulating()));
    return () => {
      current = false;
    };
  }, []);
  const toggle = () =>
    void demo().then((module) => {
      module.setSimulating(!on);
      setOn(!on);
    });
  return (
    <Tooltip title={t('Demo users deposit, withdraw and place orders now and then')}>
      <Button
        size="small"
        type={on ? 'primary' : 'default'}
        icon={<ThunderboltOutlined />}
        aria-pressed={on}
        aria-label={t('Simulate activity')}
        onClick={toggle}
      >
        <span className="phone-hidden">{t('Simulate activity')}</span>
      </Button>
    </Tooltip>
  );
}
