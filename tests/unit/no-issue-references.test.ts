import { readFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/files';

/**
 * No comment cites a numbered issue ("issue 12", "see #34", "per issue 7"): whoever reads a clone
 * cannot open the tracker it points at, so a comment says the reason itself. Test names count
 * too. Generated files (the OpenAPI document and its HTML page) are not read, nor this file, whose
 * examples are citations.
 */
const ROOT = resolve(__dirname, '../..');
const TREES = ['src', 'resources', 'access', 'scripts', 'tests', 'docs', 'eslint', '.ci'];
const FILES = ['README.md', 'CONTRIBUTING.md', 'eslint.config.js'];
const GENERATED = new Set(['docs/openapi.json', 'docs/api.html']);
const SCRIPT = new Set(['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs']);

/** "issue 12", "issue #12", "issues 3 and 4", "issue point 7", "ticket 5", "PR #9". */
const ISSUE_NUMBER =
  /\b(?:issues?|tickets?|PRs?|pull requests?)\b[\s:]*(?:point|item|no\.?|number)?\s*#?\d+/i;
/** A pointer with no number: "see issue", "per the issue". */
const ISSUE_POINTER = /\b(?:see|per) (?:the )?(?:issue|ticket)\b/i;
/** A bare "#34" (or "refine #6997"); read in comments and prose only, where it is no data. */
const HASH_NUMBER = /(?<![\w&#'/])#(\d+)\b/g;
const COLOUR_WORDS = /colou?r|background|border|fill|stroke|gr[ae]y|shade/i;

const walk = (folder: string) => filesUnder(folder, (name) => name === 'node_modules');

/** Every comment of a script file, JSX comments included (the parser's tokens, not a regex). */
function scriptComments(path: string, text: string): string[] {
  const kind = /x$/.test(extname(path)) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const starts = new Set<number>();
  const comments: string[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (starts.has(range.pos)) continue;
      starts.add(range.pos);
      comments.push(text.slice(range.pos, range.end));
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return comments;
}

/** The parts of a file that are comments or prose, by its kind. */
function commentsOf(path: string, text: string): string[] {
  const ext = extname(path);
  if (SCRIPT.has(ext)) return scriptComments(path, text);
  if (ext === '.css') return text.match(/\/\*[\s\S]*?\*\//g) ?? [];
  if (ext === '.md') return [text];
  if (ext === '' || ext === '.sh' || ext === '.conf')
    return text.split('\n').flatMap((line) => line.match(/(?:^|\s)#.*/) ?? []);
  return [];
}

function citesIssue(comment: string): boolean {
  if (ISSUE_NUMBER.test(comment) || ISSUE_POINTER.test(comment)) return true;
  // A hex colour of digits only ("#000 on #fff") is no issue number.
  return [...comment.matchAll(HASH_NUMBER)].some(
    ([, digits]) => ![3, 4, 6, 8].includes(digits.length) || !COLOUR_WORDS.test(comment),
  );
}

/** Test names are read whole: `it('… (issue 7)')` is a comment in all but form. */
const TEST_NAME = /\b(?:describe|it|test)(?:\.\w+)*\(\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g;

/** Cheap first look: a file with none of these words or marks cites nothing. */
const MAYBE = /issue|ticket|\bPRs?\b|pull request|#\d/i;

function offenders(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  if (!MAYBE.test(text)) return [];
  const names = SCRIPT.has(extname(path)) ? [...text.matchAll(TEST_NAME)].map((m) => m[2]) : [];
  const parts = [...commentsOf(path, text), ...names.filter((name) => ISSUE_NUMBER.test(name))];
  return parts
    .filter(citesIssue)
    .map((part) => `${relative(ROOT, path)}: ${part.replace(/\s+/g, ' ').slice(0, 200)}`);
}

describe('comments cite no issue numbers', () => {
  it('finds none in the source trees, docs and config', () => {
    const files = [
      ...TREES.flatMap((tree) => walk(join(ROOT, tree))),
      ...FILES.map((file) => join(ROOT, file)),
    ].filter((path) => path !== __filename && !GENERATED.has(relative(ROOT, path)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(offenders)).toEqual([]);
  });

  it('knows a citation from a colour, an entity or a list position', () => {
    for (const cited of [
      '// issue 12',
      '/* see #34 */',
      '// (issue #7)',
      '// see issue',
      '// per issue 3',
      '// refine #6997',
      '// issue point 7',
    ])
      expect(citesIssue(cited), cited).toBe(true);
    for (const plain of [
      '// the issuer 12',
      '// color #000 on #fff',
      "// '&#39;'",
      '// an issue with the cache',
      '// step 2 of 3',
    ])
      expect(citesIssue(plain), plain).toBe(false);
  });

  it('reads comments, not strings', () => {
    expect(commentsOf('a.ts', "const label = 'Report #12'; // plain\n")).toEqual(['// plain']);
    expect(commentsOf('a.tsx', 'const a = <div>{/* see #3 */}</div>;\n')).toEqual(['/* see #3 */']);
  });
});
