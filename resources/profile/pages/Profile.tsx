import { Link } from 'react-router';
import { Button, Card, Descriptions, Select, Table, Tag } from 'antd';
import { EmptyText } from '../../../src/ui/EmptyText';
import { isSuperadmin } from '../../../access/names';
import { appState } from '../../../src/state/appState';
import { saveLanguage } from '../../../src/api/preferences';
import { useLanguage } from '../../../src/i18n/language';
import { t } from '../../../src/i18n/translator';
import { LANGUAGES, languageOf, type Language } from '../../../src/model/languages';

/** Each language named in itself (its `lang` for screen readers), never translated. */
const LANGUAGE_OPTIONS = LANGUAGES.map(({ code, name }) => ({
  value: code,
  label: <span lang={code}>{name}</span>,
}));

/** The panel's language: switched at once, kept on the account for the admin's other browsers. */
function LanguageSelect() {
  const language = useLanguage();
  return (
    <Select<Language>
      aria-label={t('Language')}
      // The pseudo language (a test's) is English's formats: English is the one shown chosen.
      value={languageOf(language).code}
      options={LANGUAGE_OPTIONS}
      style={{ minWidth: 160 }}
      onChange={(code) => void saveLanguage(code)}
    />
  );
}

/** The signed-in admin's identity and what their restriction grants. */
export default function Profile() {
  const admin = appState.use((state) => state.admin);
  if (!admin) return null;
  return (
    <Card
      title={t('Profile')}
      extra={
        <Link to="/changePassword">
          <Button>{t('Change password')}</Button>
        </Link>
      }
    >
      <Descriptions bordered column={1} size="small" style={{ marginBottom: 24 }}>
        <Descriptions.Item label={t('Name')}>{admin.name}</Descriptions.Item>
        <Descriptions.Item label={t('Email')}>{admin.email}</Descriptions.Item>
        <Descriptions.Item label={t('Role')}>
          <Tag color={isSuperadmin(admin.role) ? 'purple' : 'blue'}>{admin.role}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('Two-factor authentication')}>
          {admin.twoFactorEnabled ? <Tag color="green">{t('On')}</Tag> : <Tag>{t('Off')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('Language')}>
          <LanguageSelect />
        </Descriptions.Item>
      </Descriptions>
      {isSuperadmin(admin.role) ? (
        <Tag color="purple">{t('Superadmin: view and edit on every module')}</Tag>
      ) : (
        <Table
          size="small"
          rowKey="name"
          pagination={false}
          dataSource={admin.restriction}
          locale={{ emptyText: <EmptyText>{t('No modules assigned')}</EmptyText> }}
          columns={[
            {
              title: t('Module'),
              dataIndex: 'name',
              // A module's name is one of the panel's words (its menu's), translated when known.
              render: (name: string) => t(name),
            },
            {
              title: t('View'),
              dataIndex: 'canView',
              render: (value: boolean) =>
                value ? <Tag color="green">{t('Yes')}</Tag> : <Tag>{t('No')}</Tag>,
            },
            {
              title: t('Edit'),
              dataIndex: 'canEdit',
              render: (value: boolean, row) =>
                value && row.canView ? <Tag color="green">{t('Yes')}</Tag> : <Tag>{t('No')}</Tag>,
            },
          ]}
        />
      )}
    </Card>
  );
}
