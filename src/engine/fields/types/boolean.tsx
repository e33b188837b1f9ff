import { Switch, Tag } from 'antd';
import { common, type FieldTypeView } from './_types';
import { t } from '../../../i18n/translator';

const boolean: FieldTypeView = {
  Input: (props) => (
    <Switch {...common(props)} checked={Boolean(props.value)} onChange={props.onChange} />
  ),
  Display: ({ value }) => (value ? <Tag color="green">{t('Yes')}</Tag> : <Tag>{t('No')}</Tag>),
};
export default boolean;
