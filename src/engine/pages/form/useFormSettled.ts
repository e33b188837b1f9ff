import { useEffect, useRef, useState } from 'react';
import type { FormInstance } from 'antd';

/** What antd's Form hands its `ref`: the form instance and its element. */
type FormRef = FormInstance & { nativeElement?: HTMLElement };

/**
 * Marks the form `aria-busy="false"` once Refine has set its fields for `record` (undefined on a
 * create) and antd has drawn them, and "true" while `busy`. Refine's useForm resets every field in
 * an effect after the form mounts and again whenever the record it loaded changes; antd then
 * re-creates each input in a later render, and an input found before it is gone, with anything
 * typed into it. So the record is noted as state from an effect declared after useForm's: React
 * draws that state in the same later render as the re-created inputs, and the mark waits for it
 * (marking from the effect itself came before the inputs, and a fast test typed into the old one).
 * Tests wait on the mark.
 */
export function useFormSettled(record: unknown, busy: boolean) {
  const ref = useRef<FormRef>(null);
  const [drawn, setDrawn] = useState<{ record: unknown } | null>(null);
  // The render this asks for is the point: it is antd's own after the reset, not one more.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setDrawn({ record }), [record]);
  const settled = !busy && drawn !== null && drawn.record === record;
  useEffect(() => {
    ref.current?.nativeElement?.setAttribute('aria-busy', String(!settled));
  }, [settled]);
  return ref;
}
