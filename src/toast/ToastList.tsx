import { Alert } from 'antd';
import { dismissToast, toastStore } from './toasts';
import { Themed } from '../ui/Themed';
import { t } from '../i18n/translator';

/** The toasts themselves, newest first; loaded with the first toast (Toaster.tsx). */
function Toasts() {
  const toasts = toastStore.use((state) => state.toasts);
  return toasts.map((item) => (
    <Alert
      key={item.id}
      data-testid="toast"
      data-type={item.type}
      role={item.type === 'error' ? 'alert' : 'status'}
      type={item.type}
      showIcon
      closable
      onClose={() => dismissToast(item.id)}
      // Callers pass translated text; a message from the API or the model is translated here.
      message={t(item.message)}
      description={item.description ? t(item.description) : item.description}
      className="toast"
    />
  ));
}

export default function ToastList() {
  return (
    <Themed>
      <Toasts />
    </Themed>
  );
}
