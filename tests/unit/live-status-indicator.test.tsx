import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LiveStatusIndicator } from '../../src/layout/LiveStatusIndicator';
import { liveStatus, setLiveState } from '../../src/state/liveStatus';

const initial = liveStatus.get();
afterEach(() => {
  cleanup();
  liveStatus.set(initial);
});

describe("the live feed's dot in the header", () => {
  it('keeps its place, hidden and silent, before the feed opens', () => {
    setLiveState('idle');
    render(<LiveStatusIndicator phone />);
    const place = screen.getByTestId('live-status');
    expect(place).toHaveAttribute('aria-hidden', 'true');
    expect(place.querySelector('.ant-badge')).toHaveStyle({ visibility: 'hidden' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the state once the feed is open, in the same place', () => {
    setLiveState('live');
    render(<LiveStatusIndicator phone />);
    expect(screen.getByRole('status')).toHaveAccessibleName('Live feed: Live');
    expect(screen.getByTestId('live-status')).toHaveAttribute('data-state', 'live');
  });
});
