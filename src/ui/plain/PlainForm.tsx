import type { FormEvent, ReactNode } from 'react';
import styles from './PlainForm.module.css';

/** A form whose controls are all disabled while it is sent (`busy`), checked by the page itself. */
export function PlainForm({
  busy,
  onSubmit,
  children,
}: {
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className={styles.fieldset} disabled={busy}>
        {children}
      </fieldset>
    </form>
  );
}
