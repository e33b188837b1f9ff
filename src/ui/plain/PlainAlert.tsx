import type { ReactNode } from 'react';
import styles from './PlainAlert.module.css';

/** A refusal shown above a form (429: too many attempts, with the wait), announced at once. */
export function PlainAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.alert} role="alert">
      {children}
    </div>
  );
}
