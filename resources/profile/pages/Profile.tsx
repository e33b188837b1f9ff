import { Link } from 'react-router';
import { Button, Card, Descriptions, Table, Tag } from 'antd';
import { isSuperadmin } from '../../../access/names';
import { appState } from '../../../src/state/appState';

/** The signed-in admin's identity and what their restriction grants. */
export default function Profile() {
  const admin = appState.use((state) => state.admin);
  if (!admin) return null;
  return (
    <Card
      title="Profile"
      extra={
        <Link to="/changePassword">
          <Button>Change password</Button>
        </Link>
      }
    >
      <Descriptions bordered column={1} size="small" style={{ marginBottom: 24 }}>
        <Descriptions.Item label="Name">{admin.name}</Descriptions.Item>
        <Descriptions.Item label="Email">{admin.email}</Descriptions.Item>
        <Descriptions.Item label="Role">
          <Tag color={isSuperadmin(admin.role) ? 'purple' : 'blue'}>{admin.role}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Two-factor authentication">
          {admin.twoFactorEnabled ? <Tag color="green">On</Tag> : <Tag>Off</Tag>}
        </Descriptions.Item>
      </Descriptions>
      {isSuperadmin(admin.role) ? (
        <Tag color="purple">Superadmin: view and edit on every module</Tag>
      ) : (
        <Table
          size="small"
          rowKey="name"
          pagination={false}
          dataSource={admin.restriction}
          locale={{ emptyText: 'No modules assigned' }}
          columns={[
            { title: 'Module', dataIndex: 'name' },
            {
              title: 'View',
              dataIndex: 'canView',
              render: (value: boolean) => (value ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>),
            },
            {
              title: 'Edit',
              dataIndex: 'canEdit',
              render: (value: boolean, row) =>
                value && row.canView ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>,
            },
          ]}
        />
      )}
    </Card>
  );
}
