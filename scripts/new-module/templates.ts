/**
 * The files `npm run new-module` writes, as text: what docs/modules.md describes, the smallest
 * module of each kind. Prettier formats them after.
 */
import type { ModuleNames } from './names';

export interface ModuleOptions {
  /** Its own states (draft, active, archived), their actions and the rules a delete follows. */
  states: boolean;
  /** A hand-made screen: one form for its create and edit routes. */
  screen: boolean;
  /** The sidebar group; by default a group of its own, named after the module. */
  group?: string;
}

const statesName = (names: ModuleNames) => `${names.constant}_STATES`;

/** resources/<name>/domain.ts: the entity, and with --states its state machine. */
export function domainFile(names: ModuleNames, options: ModuleOptions): string {
  const states = statesName(names);
  return `import { defineStates, type BaseRecord } from '../domain';

/**
 * The states of a ${names.singular.toLowerCase()}: written as a draft, active once an admin
 * activates it, archived for good. Actions move between them (\`${states}.move\`); the demo API
 * answers 409 to a move these do not allow.
 */
export const ${states} = defineStates({
  draft: { color: 'default', next: ['active', 'archived'] },
  active: { color: 'green', next: ['archived'] },
  archived: { color: 'default', next: [] },
});

${entityType(names, options)}`;
}

function entityType(names: ModuleNames, options: ModuleOptions): string {
  return `/** A ${names.singular.toLowerCase()} as the API answers it: what fields, filters and sort may name. */
export interface ${names.type} extends BaseRecord {
  name: string;
  description?: string;${options.states ? `\n  status: (typeof ${statesName(names)}.values)[number];` : ''}
}
`;
}

/** resources/<name>/index.ts: the declaration. */
export function declarationFile(names: ModuleNames, options: ModuleOptions): string {
  const states = statesName(names);
  const imports = [
    options.states
      ? `import { ${states}, type ${names.type} } from './domain';`
      : `import type { BaseRecord } from '../domain';`,
    `import { defineResource } from '../types';`,
  ];
  const form = options.screen
    ? `\n/** One screen for both form routes (./pages/${names.type}Form.tsx). */\nconst form = () => import('./pages/${names.type}Form');\n`
    : '';
  const status = options.states
    ? `
    {
      key: 'status',
      label: 'Status',
      type: 'enum',
      readOnly: true,
      defaultValue: 'draft',
      options: ${states}.options,
      list: true,
    },`
    : '';
  const actions = options.states
    ? `
  // allowedWhen (the states that may move there) and sets ({ status }) come from ${states}.
  deletable: true,
  actions: [
    { name: 'activate', label: 'Activate', ...${states}.move('active') },
    {
      name: 'archive',
      label: 'Archive',
      danger: true,
      confirm: 'An archived ${names.singular.toLowerCase()} cannot be activated again.',
      ...${states}.move('archived'),
    },
  ],`
    : '';
  return `${imports.join('\n')}
${options.states ? '' : `\n${entityType(names, options)}`}${form}
/** ${names.plural}: written by admins with edit on the module, read by those with view. */
export default defineResource<${names.type}>()({
  name: '${names.name}',
  module: '${names.module}',
  title: { singular: '${names.singular}', plural: '${names.plural}' },
  menu: { group: '${options.group ?? names.module}', label: '${names.module}', order: 1 },
  routes: {
    list: '/${names.name}',
    create: '/add-${names.singularName}',
    edit: '/update-${names.singularName}/:id',
  },${options.screen ? '\n  pages: { create: form, edit: form },' : ''}
  recordTitle: 'name',
  fields: [
    {
      key: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 120,
      list: { sortable: true },
    },
    { key: 'description', label: 'Description', type: 'textarea', maxLength: 2000 },${status}
    {
      key: 'updatedAt',
      label: 'Updated',
      type: 'datetime',
      readOnly: true,
      list: { sortable: true },
    },
  ],
  filters: [
    { key: 'q', label: 'Search name', type: 'search' },${options.states ? `\n    { key: 'status', label: 'Status', type: 'enum', options: ${states}.options },` : ''}
  ],
  defaultSort: { field: 'updatedAt', order: 'desc' },
  exportable: true,${actions}
});
`;
}

/** resources/<name>/demo/rules.ts (with --states): what a declaration cannot say. */
export function rulesFile(names: ModuleNames): string {
  return `import type { CollectionRules } from '../../../src/demo/rules';
import { say } from '../../_text';

/**
 * ${names.plural} in demo mode: only a draft may be deleted; an active or archived
 * ${names.singular.toLowerCase()} has been seen by others, and the 409 names its state.
 */
const rules: CollectionRules = {
  deleteRefusal: (_store, row) =>
    row.status === 'draft'
      ? undefined
      : say\`Only a draft can be deleted; this one is \${String(row.status)}.\`,
};

export default rules;
`;
}

/** resources/<name>/pages/<Type>Form.tsx (with --screen): one form for create and edit. */
export function screenFile(names: ModuleNames): string {
  return `import { useParams } from 'react-router';
import { Alert } from 'antd';
import type { PageProps } from '../../../src/engine/pages/types';
import { ResourceForm } from '../../../src/engine/pages/ResourceForm';
import { t } from '../../../src/i18n/translator';

/**
 * /add-${names.singularName} and /update-${names.singularName}/:id are one screen: the
 * declaration names this page for both routes; it adds a ${names.singular.toLowerCase()}
 * without an id and edits the one with an id, under a word on what admins see of it.
 */
export default function ${names.type}Form({ declaration }: PageProps) {
  const { id } = useParams();
  return (
    <div data-testid="${names.singularName}-form">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('Every admin who may view ${names.plural.toLowerCase()} sees this one as saved.')}
      />
      <ResourceForm key={id ?? 'new'} declaration={declaration} action={id ? 'edit' : 'create'} />
    </div>
  );
}
`;
}
