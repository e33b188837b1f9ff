import { useEffect } from 'react';
import type { FormInstance } from 'antd';
import type { FilterValues } from '../../filters';

/**
 * Puts the filter form's own values back after Refine's useTable has put the address's in. On
 * mount, useTable copies each filter's raw value from the address into the field of the same
 * name: a date range then holds the ISO text of its lower bound, not the pair of dates its picker
 * draws (antd's picker throws, and the page with it). This effect is declared after useTable, so
 * it runs after that copy, in the same commit. A form not drawn yet (its chunk still loading)
 * has no fields: it starts from its initial values, which are these.
 */
export function useFormFromAddress(
  form: FormInstance | undefined,
  values: FilterValues,
  /** Whether the list follows its address (useTable's syncWithLocation): else nothing was copied. */
  synced: boolean,
) {
  useEffect(() => {
    // A list in another page (a record's History) has no filter form to mend: asking one for its
    // fields before it is drawn only makes antd warn that it is not connected.
    if (!synced) return;
    const drawn = Object.keys(form?.getFieldsValue() ?? {});
    if (drawn.length)
      form?.setFieldsValue(Object.fromEntries(drawn.map((key) => [key, values[key]])));
    // Once, as useTable's copy: later values are the form's, which the admin changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
