import { useEffect, useState } from 'react';

/**
 * How long a request may take before the screen says it is still waiting: 5 s. A setting, not a
 * constant, so that the tests of the notice need not wait that long for each case.
 */
export const stillWaitingAfter = { ms: 5_000 };

/**
 * True once `active` (a request on its way) has lasted `afterMs`: a hung server then reads as
 * "Still waiting for the server…" where the request was made, not as a spinner for ever. No
 * timeout is added: the request goes on, and the admin may stop waiting where that is offered.
 */
export function useStillWaiting(active: boolean, afterMs = stillWaitingAfter.ms): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setLate(true), afterMs);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [active, afterMs]);
  return active && late;
}
