import { useEffect, useRef } from 'react';
import type { FormInstance } from 'antd';

/** What antd's Form hands its `ref`: the form instance and its element. */
type FormRef = FormInstance & { nativeElement?: HTMLElement };

/**
 * Marks the form `aria-busy="false"` once Refine has set its fields for `record` (undefined on a
 * create), and "true" while `busy`. Refine's useForm resets every field in an effect after the
 * form mounts and again whenever the record it loaded changes, and antd re-creates each input
 * then: an input found before that reset is gone, with anything typed into it. This effect is
 * declared after useForm, so it runs after that reset, in the same commit; tests wait on the mark.
 * It writes the attribute itself (no state): a second render only for this would be waste.
 */
export function useFormSettled(record: unknown, busy: boolean) {
  const ref = useRef<FormRef>(null);
  useEffect(() => {
    ref.current?.nativeElement?.setAttribute('aria-busy', String(busy));
  }, [record, busy]);
  return ref;
}
