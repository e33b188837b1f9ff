import type { MenuProps } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { saveLanguage } from '../api/preferences';
import { t } from '../i18n/translator';
import { LANGUAGES, type DisplayLanguage } from '../model/languages';

type MenuItem = NonNullable<MenuProps['items']>[number];

/**
 * The account menu's "Language": each language named in itself (its `lang` for screen readers).
 * The panel switches at once; the account keeps the choice for the admin's other browsers.
 */
export function languageMenuItem(current: DisplayLanguage): MenuItem {
  return {
    key: 'language',
    icon: <TranslationOutlined />,
    label: t('Language'),
    children: LANGUAGES.map(({ code, name }) => ({
      key: `language-${code}`,
      label: <span lang={code}>{name}</span>,
      // The radio's state, for screen readers too.
      role: 'menuitemradio',
      'aria-checked': code === current,
      className: code === current ? 'ant-dropdown-menu-item-selected' : undefined,
      onClick: () => void saveLanguage(code),
    })),
  };
}
