/**
 * Build time only (loaded by the Vite plugin beside this file, never by the app): antd's styles for
 * the components the app draws, rendered once on the server side with the app's theme, as one
 * stylesheet per colour scheme. The stylesheet ends with antd's cache-path map (a `content` rule
 * that @ant-design/cssinjs reads once, on the first antd render), so at run time antd skips
 * generating and injecting every style found there; anything not found is generated as before.
 */
import * as antd from 'antd';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { themeFor } from '../../src/ui/theme';
import type { ColorScheme } from '../../src/ui/colorScheme';

// antd's exports are components with statics (Form.Item, Layout.Sider…): typed loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any> & Record<string, any>;

/**
 * How to draw a component whose style hook runs only with some props or children. Drawing a
 * component also registers what it draws inside (a table's pagination, checkboxes, sorter and
 * filter icons; a form item's validation styles). A closed Modal or Drawer registers its own
 * styles all the same (its hook runs before it decides to draw nothing): only antd's supported
 * API is used here, none of its internal panels.
 */
const RECIPES: Record<string, (C: AnyComponent) => ReactNode> = {
  Affix: (C) => (
    <C>
      <div />
    </C>
  ),
  Dropdown: (C) => (
    <C menu={{ items: [{ key: 'a', label: 'a' }] }}>
      <span />
    </C>
  ),
  Menu: (C) => (
    <>
      <C items={[{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }]} />
      <C theme="dark" mode="inline" items={[{ key: 'a', label: 'a' }]} />
    </>
  ),
  QRCode: (C) => <C value="x" />,
  // An input joined to its unit (src/engine/fields/WithUnit.tsx): the compact group and its addon.
  Space: (C) => (
    <>
      <C>
        <span />
      </C>
      <C.Compact block>
        <antd.Input />
        <antd.InputNumber />
        <C.Addon>x</C.Addon>
      </C.Compact>
    </>
  ),
  Tooltip: (C) => (
    <C title="x">
      <span />
    </C>
  ),
  Popover: (C) => (
    <C content="x">
      <span />
    </C>
  ),
  Popconfirm: (C) => (
    <C title="x">
      <span />
    </C>
  ),
  Layout: (C) => (
    <C>
      <C.Sider />
      <C.Header />
      <C.Content />
      <C.Footer />
    </C>
  ),
  Typography: (C) => (
    <>
      <C.Title />
      <C.Text />
      <C.Paragraph />
      <C.Link />
    </>
  ),
  Input: (C) => (
    <>
      <C />
      <C.Password />
      <C.Search />
      <C.TextArea />
    </>
  ),
  Form: (C) => (
    <C layout="vertical">
      <C.Item label="x" name="x" rules={[{ required: true }]} help="x" validateStatus="error">
        <antd.Input />
      </C.Item>
    </C>
  ),
  Table: (C) => (
    <>
      <C
        rowKey="a"
        columns={[
          { title: 'a', dataIndex: 'a', sorter: true, filters: [{ text: 'a', value: 'a' }] },
        ]}
        dataSource={[{ a: 1 }]}
        rowSelection={{}}
        pagination={{ total: 100, showSizeChanger: true }}
      />
      {/* An empty table draws antd's Empty. */}
      <C columns={[{ title: 'a', dataIndex: 'a' }]} dataSource={[]} />
    </>
  ),
  List: (C) => <C dataSource={[1]} renderItem={() => <C.Item>x</C.Item>} />,
  Descriptions: (C) => <C items={[{ key: 'a', label: 'a', children: 'a' }]} />,
  Tabs: (C) => <C items={[{ key: 'a', label: 'a', children: 'a' }]} />,
  Collapse: (C) => <C items={[{ key: 'a', label: 'a', children: 'a' }]} />,
  Steps: (C) => <C items={[{ title: 'a' }]} />,
};

/** The antd components the app imports (the plugin reads them from src/ and resources/). */
function nodesFor(names: string[]): ReactNode[] {
  const exports = antd as unknown as Record<string, AnyComponent | undefined>;
  return names.flatMap((name) => {
    const Component = exports[name];
    if (!/^[A-Z]/.test(name) || name === 'ConfigProvider' || !Component) return [];
    if (typeof Component !== 'function' && typeof Component !== 'object') return [];
    const recipe = RECIPES[name];
    return [<span key={name}>{recipe ? recipe(Component) : <Component />}</span>];
  });
}

/**
 * The stylesheet for one scheme: every style the listed components register under the app's theme,
 * then the cache-path map. A component that cannot draw on the server is left out (antd then
 * generates its style at run time, as without this file).
 */
export function extractAntdStylesheet(scheme: ColorScheme, components: string[]): string {
  const cache = createCache();
  for (const node of nodesFor(components)) {
    try {
      renderToString(
        <StyleProvider cache={cache}>
          <antd.ConfigProvider theme={themeFor(scheme)}>{node}</antd.ConfigProvider>
        </StyleProvider>,
      );
    } catch {
      // Left to run time.
    }
  }
  return extractStyle(cache, { plain: true });
}
