import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import richtext from '../../src/engine/fields/types/richtext';
import type { FieldDeclaration } from '../../resources/types';

const field: FieldDeclaration = { key: 'content', label: 'Content', type: 'richtext' };

describe('richtext display (lists, show pages)', () => {
  it('shows the sanitized text of stored HTML, never its markup', async () => {
    const { Display } = richtext;
    const { container } = render(
      <Display
        field={field}
        value={
          '<h2>Heading</h2><img src=x onerror="window.__hit=1"><script>window.__hit=2</script><p>Body <b>text</b></p>'
        }
      />,
    );
    expect(await screen.findByText('Heading Body text')).toBeInTheDocument();
    expect(container.querySelector('img, script, h2, b')).toBeNull();
    expect((window as unknown as { __hit?: number }).__hit).toBeUndefined();
  });
});
