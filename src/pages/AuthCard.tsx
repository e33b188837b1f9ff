import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { appState } from '../state/appState';

/** Frame of the public pages: the site's name from the site setting, then the form. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const siteName = appState.use((state) => state.siteSetting?.siteName);
  return (
    <div className="auth-page">
      <Card className="auth-card">
        <Typography.Text type="secondary" data-testid="site-name">
          {typeof siteName === 'string' && siteName ? siteName : 'Prediction Market Admin'}
        </Typography.Text>
        <Typography.Title level={3} style={{ marginTop: 4 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </div>
  );
}
