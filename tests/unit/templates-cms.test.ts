import { describe, expect, it } from 'vitest';
import cmsPages from '../../resources/cms-pages';
import emailTemplates from '../../resources/email-templates';
import { CMS_META_DESCRIPTION_MAX, CMS_META_TITLE_MAX } from '../../resources/cms-pages';
import { checkField, validateValues } from '../../src/model/validation';
import {
  escapeHtml,
  fillVariables,
  placeholder,
  sampleValue,
  sampleValues,
  variablesIn,
  templateVariables,
} from '../../src/model/templates';

const field = (key: string) => cmsPages.fields.find((item) => item.key === key)!;

describe('CMS meta limits (meta title <= 60, meta description <= 160)', () => {
  it('accepts exactly the limit and refuses one character more', () => {
    expect(CMS_META_TITLE_MAX).toBe(60);
    expect(CMS_META_DESCRIPTION_MAX).toBe(160);
    expect(checkField(field('metaTitle'), 'a'.repeat(60))).toBeUndefined();
    expect(checkField(field('metaTitle'), 'a'.repeat(61))).toMatch(/60/);
    expect(checkField(field('metaDescription'), 'a'.repeat(160))).toBeUndefined();
    expect(checkField(field('metaDescription'), 'a'.repeat(161))).toMatch(/160/);
  });

  it('requires a title, a slug in slug form, meta fields and content', () => {
    const errors = validateValues(cmsPages, { slug: 'Not A Slug' });
    expect(Object.keys(errors).sort()).toEqual(
      ['content', 'metaDescription', 'metaTitle', 'slug', 'title'].sort(),
    );
  });

  it('declares a unique slug, the add, update and list routes and one page for add and update', () => {
    expect(field('slug').unique).toBe(true);
    expect(cmsPages.routes).toMatchObject({
      list: '/cms-list',
      create: '/add-cms',
      edit: '/update-cms/:id',
    });
    expect(cmsPages.pages?.create).toBe(cmsPages.pages?.edit);
    expect(emailTemplates.routes).toEqual({
      list: '/email-template-list',
      edit: '/updatetemplate/:id',
    });
  });
});

describe('e-mail template variables', () => {
  it('finds each {{variable}} once, in order, spaces allowed inside the braces', () => {
    expect(variablesIn('Hi {{name}}', '<p>{{ amount }} {{symbol}} for {{name}}</p>')).toEqual([
      'name',
      'amount',
      'symbol',
    ]);
    expect(variablesIn(undefined, 'no variables', '{{not a var}}')).toEqual([]);
    expect(placeholder('name')).toBe('{{name}}');
  });

  it('makes a readable sample value from each name', () => {
    expect(sampleValue('name')).toBe('Alex Morgan');
    expect(sampleValue('resetUrl')).toMatch(/^https:\/\//);
    expect(sampleValue('marketTitle')).toBe('Sample market title');
    expect(Object.keys(sampleValues(['name', 'code']))).toEqual(['name', 'code']);
  });

  it('fills known variables, escaping values in HTML, and leaves unknown ones', () => {
    const values = { name: '<b>Ann</b> & co', code: '42' };
    expect(fillVariables('<p>Hi {{name}}, {{ code }} {{other}}</p>', values)).toBe(
      '<p>Hi &lt;b&gt;Ann&lt;/b&gt; &amp; co, 42 {{other}}</p>',
    );
    expect(fillVariables('Hi {{name}}', values, { html: false })).toBe('Hi <b>Ann</b> & co');
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });

  it('lists the variables of every seeded template', async () => {
    const { DemoStore } = await import('../../src/demo/store');
    const store = new DemoStore();
    for (const template of store.all('email-templates')) {
      expect(template.variables).toEqual(templateVariables(template.subject, template.body));
      // Only markup the rich-text editor keeps: no frame, no inline styles (EMAIL_LAYOUT has them).
      expect(String(template.body)).not.toMatch(/<div|style=/);
    }
  });
});
