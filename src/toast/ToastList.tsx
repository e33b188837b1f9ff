import { Alert } from 'antd';
import { dismissToast, toastStore } from './toasts';
import { Themed } from '../ui/Themed';

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
      message={item.message}
      description={item.description}
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
