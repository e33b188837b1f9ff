import type { AccessDecider } from '../../access/enforcer';
import type { ResourceDeclaration } from '../../resources/types';
import { fillRecordPath } from './actions';
import { formatDate } from './format';
import { declarations, pageLabel } from './registry';
import { say } from '../../resources/_text';

/** A page the command palette offers: one the admin may view. */
interface PalettePage {
  label: string;
  path: string;
  group: string;
}

/** Where a found record opens: its edit page for an editor, else its show page. */
interface SearchTarget {
  declaration: ResourceDeclaration;
  label: string;
  titleKey: string;
  path: (record: Record<string, unknown>) => string;
}

/** Every page with its own address the admin may view, in menu order then the account pages. */
export function palettePages(decider: AccessDecider): PalettePage[] {
  return declarations
    .filter((declaration) => declaration.routes.list && decider.can(declaration.module, 'view'))
    .map((declaration) => ({
      label: pageLabel(declaration),
      path: declaration.routes.list!,
      group: declaration.menu ? declaration.menu.group : say`Account`,
    }));
}

/** Resources whose records a search finds by id or name, each opening on a page the admin may use. */
export function searchTargets(decider: AccessDecider): SearchTarget[] {
  return declarations.flatMap((declaration): SearchTarget[] => {
    const { routes, recordTitle, filters, module } = declaration;
    const searchable = filters?.some((filter) => filter.type === 'search');
    if (!searchable || !recordTitle || !decider.can(module, 'view')) return [];
    const route =
      routes.edit && decider.can(module, 'edit') ? routes.edit : (routes.show ?? undefined);
    if (!route) return [];
    return [
      {
        declaration,
        label: pageLabel(declaration),
        titleKey: recordTitle,
        path: (record) => fillRecordPath(route.replace(/:[A-Za-z]+$/, ':id'), record),
      },
    ];
  });
}

/** Pages whose label holds every word typed, in order of where the first word starts. */
export function matchPages(pages: readonly PalettePage[], typed: string): PalettePage[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...pages];
  return pages
    .map((page) => ({ page, text: `${page.label} ${page.group} ${page.path}`.toLowerCase() }))
    .filter(({ text }) => words.every((word) => text.includes(word)))
    .sort((a, b) => a.text.indexOf(words[0]) - b.text.indexOf(words[0]))
    .map(({ page }) => page);
}

/** What tells a found record from another with the same title: a field's label and value. */
interface RecordDetail {
  label: string;
  value: string;
}

/** Fields that may tell records apart, most telling first: tickers, unique ones, dates, slugs. */
function detailFields(declaration: ResourceDeclaration) {
  const rank = (field: ResourceDeclaration['fields'][number]) => {
    if (field.key === declaration.recordTitle || field.type === 'textarea') return 9;
    if (/ticker/i.test(field.key)) return 0;
    if (field.unique && field.type !== 'slug') return 1;
    if (field.type === 'datetime' || field.type === 'date') return 2;
    return field.unique ? 3 : 9;
  };
  return declaration.fields.filter((field) => rank(field) < 9).sort((a, b) => rank(a) - rank(b));
}

/**
 * For each found record of one resource, what tells it from the others found with the same title
 * (case and spaces aside): the first field whose values differ between all of them, else its id.
 * A record whose title no other shares gets none.
 */
export function recordDetails(
  declaration: ResourceDeclaration,
  titleKey: string,
  rows: readonly Record<string, unknown>[],
): (RecordDetail | undefined)[] {
  const title = (row: Record<string, unknown>) =>
    String(row[titleKey] ?? row._id)
      .trim()
      .replace(/\s+/g, ' ')
      .toLowerCase();
  return rows.map((row) => {
    const twins = rows.filter((other) => title(other) === title(row));
    if (twins.length < 2) return undefined;
    const shown = (
      field: ResourceDeclaration['fields'][number],
      record: Record<string, unknown>,
    ) =>
      field.type === 'datetime' || field.type === 'date'
        ? formatDate(record[field.key], field.type === 'datetime')
        : String(record[field.key] ?? '');
    const field = detailFields(declaration).find((candidate) => {
      const values = twins.map((twin) => shown(candidate, twin));
      return (
        values.every((value) => value && value !== '—') && new Set(values).size === twins.length
      );
    });
    return field
      ? { label: field.label, value: shown(field, row) }
      : { label: say`Id`, value: String(row._id) };
  });
}
