import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { Button, Card, Drawer, Modal, Table, Tag } from 'antd';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { extractAntdStylesheet } from '../../scripts/antd-stylesheet/extract';
import { antdImports, SOURCE_FOLDERS } from '../../scripts/antd-stylesheet/plugin';
import { Themed } from '../../src/ui/Themed';
import { setColorScheme } from '../../src/ui/colorScheme';

/** The stylesheet's map of prebuilt styles: cache path -> style id. */
function mapOf(css: string): Map<string, string> {
  const content = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(css)?.[1] ?? '';
  return new Map(content.split(';').map((item) => item.split(':') as [string, string]));
}

/** The cache paths antd registers when the app draws `node` (through Themed, as every screen). */
function pathsDrawn(node: ReactElement): string[] {
  const cache = createCache();
  const view = render(
    <StyleProvider cache={cache}>
      <Themed>{node}</Themed>
    </StyleProvider>,
  );
  const paths = [...cache.cache.keys()]
    .filter((key) => key.startsWith('style%'))
    .map((key) => key.slice('style%'.length).replace(/%/g, '|'));
  view.unmount();
  return paths;
}

describe("antd's prebuilt stylesheet (scripts/antd-stylesheet)", () => {
  it('lists the antd components the sources import, leaving type-only imports out', () => {
    const root = mkdtempSync(join(tmpdir(), 'antd-imports-'));
    mkdirSync(join(root, 'pages'));
    writeFileSync(
      join(root, 'pages', 'a.tsx'),
      "import {\n  Button,\n  Table as AntTable,\n  type TableProps,\n} from 'antd';\nimport type { ThemeConfig } from 'antd';\n",
    );
    writeFileSync(join(root, 'b.ts'), "import { Tag } from 'antd';\nimport { X } from 'other';\n");
    writeFileSync(join(root, 'b.test.tsx'), "import { Modal } from 'antd';\n");
    expect(antdImports(root)).toEqual(['Button', 'Table', 'Tag']);
  });

  it("holds, for each scheme, the very styles the app's theme registers at run time", () => {
    for (const scheme of ['light', 'dark'] as const) {
      const css = extractAntdStylesheet(scheme, ['Button', 'Card', 'Table', 'Tag']);
      const prebuilt = mapOf(css);
      setColorScheme(scheme);
      const drawn = pathsDrawn(
        <>
          <Button type="primary">Save</Button>
          <Card title="Users">
            <Tag>active</Tag>
            <Table rowKey="id" columns={[{ title: 'Id', dataIndex: 'id' }]} dataSource={[]} />
          </Card>
        </>,
      );
      expect(drawn.length).toBeGreaterThan(5);
      // Every style the screen asks for is in the file, so antd generates and injects none.
      expect(drawn.filter((path) => !prebuilt.has(path))).toEqual([]);
      // With the scheme's colours: the brand colour on light, antd's light text on dark.
      expect(css.includes('#3b5bdb'), 'brand colour').toBe(scheme === 'light');
      expect(css.includes('color:rgba(255,255,255,0.85)'), 'light text').toBe(scheme === 'dark');
    }
    setColorScheme('light');
  });

  it("reads every folder of app code: the modules' screens draw components of their own", () => {
    const root = resolve(__dirname, '../..');
    const read = antdImports(...SOURCE_FOLDERS.map((folder) => join(root, folder)));
    // Every folder the app's code lives in (access/ and the declarations draw nothing).
    for (const folder of ['src', 'resources'])
      expect(read).toEqual(expect.arrayContaining(antdImports(join(root, folder))));
  });

  it('holds what an open Modal and Drawer draw, from the closed components alone', () => {
    const css = extractAntdStylesheet('light', ['Button', 'Drawer', 'Modal']);
    const prebuilt = mapOf(css);
    setColorScheme('light');
    const drawn = pathsDrawn(
      <>
        <Modal open title="Confirm" getContainer={false}>
          Sure?
        </Modal>
        <Drawer open title="Filters" getContainer={false}>
          Status
        </Drawer>
      </>,
    );
    expect(drawn.some((path) => path.includes('|Modal-Modal|'))).toBe(true);
    expect(drawn.some((path) => path.includes('|Drawer-Drawer|'))).toBe(true);
    expect(drawn.filter((path) => !prebuilt.has(path))).toEqual([]);
  });

  it("keeps the schemes apart: their components' styles hang on different token keys", () => {
    const button = (scheme: 'light' | 'dark') =>
      [...mapOf(extractAntdStylesheet(scheme, ['Button'])).keys()].filter((path) =>
        path.includes('|Button-Button|'),
      );
    expect(button('light')).toHaveLength(1);
    expect(button('dark')).toHaveLength(1);
    expect(button('light')).not.toEqual(button('dark'));
  });
});
