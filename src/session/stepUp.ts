import { createStore } from '../state/createStore';
import { onSessionEnd } from './unauthorized';

/**
 * The step-up question between the API layer and the dialog (src/layout/StepUpDialog.tsx): a
 * request refused with 403 `step_up_required` asks here and waits; the dialog, mounted once in
 * the layout, confirms the identity (POST step-up) or is cancelled, and every request waiting
 * learns which. Requests refused together share one dialog.
 */
const state = createStore({ asked: false, mounted: 0 });
let waiting: ((confirmed: boolean) => void)[] = [];

/** Resolves true once the identity is confirmed, false when cancelled (or no dialog can ask). */
export function askStepUp(): Promise<boolean> {
  // Outside the signed-in layout (no dialog) there is no one to ask: the refusal stands.
  if (state.get().mounted === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    waiting.push(resolve);
    state.set({ asked: true });
  });
}

/** The dialog's answer: confirmed (the requests go again) or cancelled (their refusal stands). */
export function answerStepUp(confirmed: boolean): void {
  const settled = waiting;
  waiting = [];
  state.set({ asked: false });
  settled.forEach((resolve) => resolve(confirmed));
}

/** Whether the dialog should be open. */
export const useStepUpAsked = () => state.use((current) => current.asked);
export const stepUpAsked = () => state.get().asked;

/** The dialog says it is there to ask; the returned function says it is gone. */
export function mountStepUpDialog(): () => void {
  state.set((current) => ({ mounted: current.mounted + 1 }));
  return () => {
    state.set((current) => ({ mounted: current.mounted - 1 }));
    if (state.get().mounted === 0 && waiting.length) answerStepUp(false);
  };
}

// A session that ends leaves nothing waiting for a confirmation it can no longer give.
onSessionEnd(() => {
  if (waiting.length) answerStepUp(false);
});
