import { useRef } from 'react';
import type { FormInstance } from 'antd';
import type { FieldDeclaration, Values } from '../../../../resources/types';
import { slugify } from '../../../model/validation';

/** Keeps a slug following its source field until the admin types one of their own. */
export function useSlugFollower(
  fields: readonly FieldDeclaration[],
  form: FormInstance | undefined,
  editing: boolean,
) {
  const touched = useRef(editing);
  // Nested rows: the slug last written for each row; a row whose slug differs was typed by hand.
  const written = useRef(new Map<string, string>());
  return (changed: Values, all: Values) => {
    for (const field of fields) {
      if (field.type === 'slug' && field.from) {
        if (field.key in changed) touched.current = true;
        else if (field.from in changed && !touched.current) {
          form?.setFieldValue(field.key, slugify(String(changed[field.from] ?? '')));
        }
      }
      // Nested rows follow the parent's `inherit` fields while their own are empty (an event's markets).
      if (field.type === 'nested' && Array.isArray(all[field.key])) {
        for (const sub of field.fields ?? []) {
          if (!field.inherit?.includes(sub.key) || !(sub.key in changed)) continue;
          (all[field.key] as Values[]).forEach((row, index) => {
            if (!row?.[sub.key]) form?.setFieldValue([field.key, index, sub.key], changed[sub.key]);
          });
        }
      }
      if (field.type !== 'nested' || !Array.isArray(changed[field.key])) continue;
      (changed[field.key] as (Values | undefined)[]).forEach((rowChange, index) => {
        if (!rowChange) return;
        const row = ((all[field.key] as Values[] | undefined) ?? [])[index] ?? {};
        for (const sub of field.fields ?? []) {
          if (sub.type !== 'slug' || !sub.from || !(sub.from in rowChange) || sub.key in rowChange)
            continue;
          const key = `${field.key}.${index}.${sub.key}`;
          const current = String(row[sub.key] ?? '');
          if (current && written.current.get(key) !== current) continue;
          const next = slugify(String(rowChange[sub.from] ?? ''));
          written.current.set(key, next);
          form?.setFieldValue([field.key, index, sub.key], next);
        }
      });
    }
  };
}
