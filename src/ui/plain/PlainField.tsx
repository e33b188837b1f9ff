import { useId, useState, type InputHTMLAttributes } from 'react';
import { t } from '../../i18n/translator';
import styles from './PlainField.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the input and announced; marks the input invalid. */
  error?: string;
};

/**
 * A labelled input in plain markup that looks like antd's Form.Item + Input
 * (./PlainField.module.css), for the sign-in page, which loads no antd. A password gets a show/hide toggle
 * (named by its text, so that the label "Password" names the input alone).
 */
export function PlainField({ label, value, onChange, error, type = 'text', ...input }: Props) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.input}>
        <input
          {...input}
          id={id}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {isPassword && (
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={revealed}
            onClick={() => setRevealed(!revealed)}
          >
            {revealed ? t('Hide') : t('Show')}
          </button>
        )}
      </div>
      {error && (
        <div className={styles.message} id={`${id}-error`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
