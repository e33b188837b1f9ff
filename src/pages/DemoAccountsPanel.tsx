import { Button, Collapse, List, Typography } from 'antd';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/accounts';
import { Themed } from '../ui/Themed';
import { t } from '../i18n/translator';

/** Demo mode only: the demo accounts, one click to fill the form (docs/demo.md). */
function AccountsList({ onPick }: { onPick: (email: string, password: string) => void }) {
  return (
    <Collapse
      className="demo-accounts"
      size="small"
      defaultActiveKey={['accounts']}
      items={[
        {
          key: 'accounts',
          label: t('Demo accounts (password {{password}})', { password: DEMO_PASSWORD }),
          children: (
            <>
              <List
                size="small"
                dataSource={[...DEMO_ACCOUNTS]}
                renderItem={(account) => (
                  <List.Item
                    actions={[
                      <Button
                        key="use"
                        size="small"
                        onClick={() => onPick(account.email, DEMO_PASSWORD)}
                      >
                        {t('Use')}
                      </Button>,
                    ]}
                  >
                    <List.Item.Meta
                      title={<Typography.Text copyable>{account.email}</Typography.Text>}
                      description={t(account.description)}
                    />
                  </List.Item>
                )}
              />
              {/* The browser demo's store lives in this browser's storage: another browser has its own. */}
              <Typography.Paragraph type="secondary" className="demo-accounts-note">
                {t(
                  'This demo keeps its data in this browser: an admin created here cannot sign in from another browser. To try several admins across browsers, run the HTTP demo server (npm run demo-server).',
                )}
              </Typography.Paragraph>
            </>
          ),
        },
      ]}
    />
  );
}

export default function DemoAccountsPanel(props: {
  onPick: (email: string, password: string) => void;
}) {
  return (
    <Themed>
      <AccountsList {...props} />
    </Themed>
  );
}
