/**
 * Every text the panel may show, as the translator looks it up (src/i18n/translator.ts), and
 * what a language's catalogue misses or keeps for nothing (tests/unit/languages.test.ts;
 * `npm run i18n` prints the missing ones as a skeleton to translate).
 *
 * - In the code: the first argument of `t('…')`, and every say`…` message (its values as {{0}},
 *   {{1}} …), read from the source with TypeScript's parser.
 * - In the declarations: their labels, titles, confirmations, help, messages and menu groups,
 *   read from the declarations themselves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ResourceDeclaration } from '../../resources/types';
import { KEY_SUFFIX } from '../../src/i18n/translator';
import { optionLabel } from '../../src/model/fieldTypes/enum';
import { pageTitle } from '../../src/model/breadcrumbs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['src', 'resources', 'access'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    // A module's tests (resources/<name>/<name>.test.ts) show an admin nothing.
    return /\.tsx?$/.test(entry.name) && !/\.(d|test)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A say`…` template as the translator looks it up: its values numbered slots. */
function templateKey(template: ts.TemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  return template.templateSpans.reduce(
    (key, span, index) => `${key}{{${index}}}${span.literal.text}`,
    template.head.text,
  );
}

export interface Found {
  key: string;
  /** file:line of its first use. */
  where: string;
}

/** `t('…')` and say`…` in the source files. */
export function sourceKeys(): Found[] {
  const found: Found[] = [];
  for (const file of SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('t(') && !text.includes('say`')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 't' &&
        node.arguments[0] &&
        (ts.isStringLiteral(node.arguments[0]) ||
          ts.isNoSubstitutionTemplateLiteral(node.arguments[0]))
      )
        found.push({ key: node.arguments[0].text, where: where(node) });
      if (
        ts.isTaggedTemplateExpression(node) &&
        ts.isIdentifier(node.tag) &&
        node.tag.text === 'say'
      )
        found.push({ key: templateKey(node.template), where: where(node) });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Properties of a declaration (at any depth) whose strings are shown as they are written. */
const TEXT_KEYS = new Set([
  'label',
  'singular',
  'plural',
  'confirm',
  'help',
  'message',
  'comparedWith',
  'group',
  'heading',
  'placeholder',
  'prefix',
  'unit',
]);

/** The texts the declarations hold (functions in them write theirs with say`…`). */
export function declarationKeys(declarations: readonly ResourceDeclaration[]): Found[] {
  const found: Found[] = [];
  const visit = (value: unknown, key: string, where: string, inExtra: boolean) => {
    if (typeof value === 'string') {
      if (TEXT_KEYS.has(key)) found.push({ key: value, where });
      // An extra page's name, as the Modules page writes it and as its crumb and tab title do.
      if (inExtra && key === 'name')
        found.push({ key: value, where }, { key: pageTitle(value), where });
    } else if (Array.isArray(value)) {
      // An option without a label shows its value in words.
      if (key === 'options')
        for (const option of value)
          if (option?.value !== undefined) found.push({ key: optionLabel(option), where });
      for (const item of value) visit(item, key, where, inExtra);
    } else if (value && typeof value === 'object') {
      for (const [inner, item] of Object.entries(value))
        visit(item, inner, where, inExtra || key === 'extra');
    }
  };
  for (const declaration of declarations)
    visit(declaration, '', `resources/${declaration.name}`, false);
  return found;
}

/** A catalogue's keys, a plural form's counting as its text ("{{count}} rows_one"). */
export const catalogueTexts = (catalogue: Record<string, string>): Set<string> =>
  new Set(Object.keys(catalogue).map((key) => key.replace(KEY_SUFFIX, '')));

/** A language's catalogue as the panel loads it: its parts merged (src/i18n/<language>/*.json). */
export function readCatalogue(language: string): {
  merged: Record<string, string>;
  clashes: string[];
} {
  const dir = path.join(ROOT, 'src/i18n', language);
  const merged: Record<string, string> = {};
  const clashes: string[] = [];
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const part = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(part)) {
      if (key in merged && merged[key] !== text) clashes.push(`${key} (${name})`);
      merged[key] = text;
    }
  }
  return { merged, clashes };
}
