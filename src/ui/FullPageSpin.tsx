import { t } from '../i18n/translator';

/**
 * A large spinner drawn like antd's Spin in CSS (styles.css, `.page-spin`): it is the fallback while
 * the first lazy page loads, and antd's Spin would add its own chunk to /login, kept light.
 */
export function FullPageSpin({ tip, showTip = false }: { tip?: string; showTip?: boolean }) {
  return (
    <div className="full-page-center" role="progressbar" aria-label={tip ?? t('Loading')}>
      <SpinDots />
      {showTip && <span className="page-spin-tip">{tip}</span>}
    </div>
  );
}

/** The spinner's four dots (styles.css, `.page-spin`), for a place that frames them itself. */
export function SpinDots() {
  return (
    <span className="page-spin" aria-hidden="true">
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}
