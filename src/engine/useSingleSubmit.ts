import { useRef, useState } from 'react';

type SubmitOutcome = 'sent' | 'failed' | 'ignored';

/**
 * One request per Save: while a submit is in flight, further submits (a double click, Enter
 * pressed twice) are ignored. The guard is a ref, set synchronously, so a second click that lands
 * before React re-renders is caught too; `submitting` drives the button's loading state.
 *
 * A failure releases the guard (the admin corrects the input and saves again). A success releases
 * it too, unless `holdAfterSuccess`: a form that leaves after saving stays locked until it is
 * gone, so a second click landing after a quick answer does not save (or create) again.
 * `send` reports failure by rejecting; the failure itself is shown by whoever sent (Refine's
 * notification), so `submit` never rejects.
 */
export function useSingleSubmit<A extends unknown[]>(
  send: (...args: A) => Promise<unknown>,
  { holdAfterSuccess = false }: { holdAfterSuccess?: boolean } = {},
): { submit: (...args: A) => Promise<SubmitOutcome>; submitting: boolean } {
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const release = () => {
    busy.current = false;
    setSubmitting(false);
  };
  const submit = async (...args: A): Promise<SubmitOutcome> => {
    if (busy.current) return 'ignored';
    busy.current = true;
    setSubmitting(true);
    try {
      await send(...args);
    } catch {
      release();
      return 'failed';
    }
    if (!holdAfterSuccess) release();
    return 'sent';
  };
  return { submit, submitting };
}
