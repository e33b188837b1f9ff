import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useFocusWhenShown } from '../ui/useFocusWhenShown';
import { useNavigate } from 'react-router';
import { Input, Modal, Tag, Typography, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { searchRecords } from '../api/resources';
import { matchPages, palettePages, recordDetails, searchTargets } from '../model/palette';
import { useAccess } from '../session/access';
import { t } from '../i18n/translator';

/** Records asked per resource, and the pause after typing before asking. */
const PER_RESOURCE = 3;
const DEBOUNCE_MS = 250;

interface Option {
  key: string;
  label: string;
  hint: string;
  path: string;
  /** What tells this record from another found with the same title (its ticker, its id). */
  detail?: string;
  /** A row that opens a module's list on the search: more records match than are shown. */
  more?: boolean;
}

/** A module's list searched for `term`, as its search box would put it in the address. */
const listSearched = (list: string, term: string) =>
  `${list}?filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=${encodeURIComponent(term)}`;

/** The palette itself: pages and records the admin may view, chosen with the keyboard. */
export default function PaletteDialog({ onClose }: { onClose: () => void }) {
  const decider = useAccess();
  const navigate = useNavigate();
  const { ref: input, afterOpenChange: focusWhenShown } = useFocusWhenShown<InputRef>();
  // Where the pointer was last seen over the results (screen coordinates), to tell a move.
  const pointer = useRef<string | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  // What the last finished search found, and for which words.
  const [found, setFound] = useState<{ term: string; options: Option[] }>({
    term: '',
    options: [],
  });
  // Shown and matched in the admin's language (the declarations' English is the key).
  const pages = useMemo(
    () =>
      (decider ? palettePages(decider) : []).map((page) => ({
        ...page,
        label: t(page.label),
        group: t(page.group),
      })),
    [decider],
  );
  const targets = useMemo(() => (decider ? searchTargets(decider) : []), [decider]);

  const term = typed.trim();
  const records = found.term === term ? found.options : [];
  const searching = term.length >= 2 && found.term !== term;
  useEffect(() => {
    if (term.length < 2) return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      void Promise.all(
        targets.map((target) =>
          searchRecords(target.declaration.name, term, PER_RESOURCE, { signal: abort.signal })
            .then(({ items, total }): Option[] => {
              const details = recordDetails(target.declaration, target.titleKey, items);
              const found = items.map((row, index) => {
                const detail = details[index];
                return {
                  key: `${target.declaration.name}:${String(row._id)}`,
                  label: String(row[target.titleKey] ?? row._id),
                  hint: t(target.label),
                  path: target.path(row),
                  detail:
                    detail &&
                    t('{{field}}: {{value}}', { field: t(detail.label), value: detail.value }),
                };
              });
              const list = target.declaration.routes.list;
              if (total <= items.length || !list) return found;
              const more = {
                key: `more:${target.declaration.name}`,
                label: t('All {{total}} found: open the list', { total }),
                hint: t(target.label),
                path: listSearched(list, term),
                more: true,
              };
              return [...found, more];
            })
            // A module that cannot answer leaves the others' results.
            .catch(() => [] as Option[]),
        ),
      ).then((lists) => {
        if (!abort.signal.aborted) setFound({ term, options: lists.flat() });
      });
    }, DEBOUNCE_MS);
    return () => {
      abort.abort();
      window.clearTimeout(timer);
    };
  }, [term, targets]);

  const options: Option[] = [
    ...matchPages(pages, typed).map((page) => ({
      key: `page:${page.path}`,
      label: page.label,
      hint: page.group,
      path: page.path,
    })),
    ...records,
  ];
  const chosen = Math.min(active, Math.max(options.length - 1, 0));
  // The count says what is shown; a module with more matches adds a row opening its list.
  const shown = options.filter((option) => !option.more).length;
  const truncated = shown < options.length;

  const go = (option: Option | undefined) => {
    if (!option) return;
    onClose();
    navigate(option.path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((chosen + step + options.length) % Math.max(options.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(options[chosen]);
    }
  };

  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      closable={false}
      title={null}
      width={560}
      afterOpenChange={focusWhenShown}
      destroyOnHidden
    >
      <Input
        ref={input}
        autoFocus
        size="large"
        prefix={<SearchOutlined />}
        placeholder={t('Go to a page, or find a record by id or name')}
        aria-label={t('Search pages and records')}
        role="combobox"
        aria-expanded
        aria-controls="palette-options"
        aria-activedescendant={options[chosen] ? `palette-${chosen}` : undefined}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id="palette-options" role="listbox" aria-label={t('Results')} className="palette-options">
        {options.map((option, index) => (
          <li
            key={option.key}
            id={`palette-${index}`}
            role="option"
            aria-selected={index === chosen}
            className={index === chosen ? 'palette-option palette-active' : 'palette-option'}
            // Only a pointer that moves takes the choice: the list appearing, or growing, under a
            // resting pointer fires mouseenter (and a mousemove at the same spot in some browsers),
            // and would take Enter away from the row the keyboard chose.
            onMouseMove={(event) => {
              const at = `${event.screenX},${event.screenY}`;
              const moved = pointer.current !== undefined && pointer.current !== at;
              pointer.current = at;
              if (moved && index !== chosen) setActive(index);
            }}
            onClick={() => go(option)}
          >
            {/* Record text, isolated: a bidi control in a name cannot reorder the hint. */}
            <span>
              {option.more ? (
                <Typography.Link>{option.label}</Typography.Link>
              ) : (
                <bdi>{option.label}</bdi>
              )}
              {option.detail && (
                <Typography.Text type="secondary" className="palette-detail">
                  {' · '}
                  <bdi>{option.detail}</bdi>
                </Typography.Text>
              )}
            </span>
            <Tag>{option.hint}</Tag>
          </li>
        ))}
      </ul>
      <Typography.Text type="secondary" className="palette-status" aria-live="polite">
        {searching
          ? t('Searching records…')
          : options.length === 0
            ? t('Nothing found. Try another word, or a record id.')
            : truncated
              ? t('{{shown}} shown, more records match: open the list to see all', { shown })
              : t('{{count}} results: arrows to choose, Enter to open', { count: shown })}
      </Typography.Text>
    </Modal>
  );
}
