import { Button, Collapse, List, Typography } from 'antd';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/accounts';

/** Demo mode only: the demo accounts, one click to fill the form (DESIGN §5). */
export default function DemoAccountsPanel({
  onPick,
}: {
  onPick: (email: string, password: string) => void;
}) {
  return (
    <Collapse
      className="demo-accounts"
      size="small"
      defaultActiveKey={['accounts']}
      items={[
        {
          key: 'accounts',
          label: `Demo accounts (password ${DEMO_PASSWORD})`,
          children: (
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
                      Use
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={<Typography.Text copyable>{account.email}</Typography.Text>}
                    description={account.description}
                  />
                </List.Item>
              )}
            />
          ),
        },
      ]}
    />
  );
}
