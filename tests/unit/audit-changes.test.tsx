import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AuditChanges } from '../../src/engine/audit/AuditChanges';

/** The one component that draws an audit entry's changes (History tab, Audit Log, /event-history). */
afterEach(cleanup);

describe('AuditChanges', () => {
  it('labels each path, strikes the value before through, and isolates record text', () => {
    const spoof = 'Rain\u202Etxet desrever';
    render(
      <AuditChanges
        resource="events"
        changes={[
          { field: 'title', before: spoof, after: 'Rain in Lisbon' },
          { field: 'featured', before: null, after: true },
        ]}
      />,
    );
    const before = screen.getByText(spoof);
    expect(before.closest('bdi')).not.toBeNull();
    expect(before.closest('del')).not.toBeNull();
    expect(screen.getByText('Rain in Lisbon').closest('del')).toBeNull();
    expect(screen.getByText('Rain in Lisbon').closest('bdi')).not.toBeNull();
    // Set for the first time: nothing to strike through.
    const featured = screen.getByText('Featured').closest('tr')!;
    expect(featured.querySelector('del')).toBeNull();
    expect(featured).toHaveTextContent('—Yes');
  });

  it('says when a refused request changed nothing', () => {
    render(<AuditChanges resource="coins" changes={[]} refused />);
    expect(screen.getByText('Refused: nothing changed.')).toBeInTheDocument();
  });
});
