import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import styles from './PlainButton.module.css';

type Kind = { kind: 'primary' | 'link' };
type Props =
  | (Kind & ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean; href?: undefined })
  | (Kind & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string });

/**
 * A full-width button that looks like antd's (primary, or link), in plain markup for the pages
 * that load no antd: the sign-in page and the error screen. With `href` it is a link; `busy`
 * spins and tells assistive technology the button is working.
 */
export function PlainButton(props: Props) {
  if (props.href !== undefined) {
    const { kind, className, ...link } = props;
    return <a {...link} className={classes(kind, className)} />;
  }
  const { kind, className, busy, children, type = 'button', ...button } = props;
  return (
    <button
      {...button}
      type={type}
      className={classes(kind, className)}
      aria-busy={busy || undefined}
    >
      {busy && <span className={styles.spin} aria-hidden="true" />}
      {children}
    </button>
  );
}

const classes = (kind: Kind['kind'], extra = '') =>
  `${styles.button} ${styles[kind]} ${extra}`.trim();
