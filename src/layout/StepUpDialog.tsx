import { Suspense, useEffect } from 'react';
import { mountStepUpDialog, useStepUpAsked } from '../session/stepUp';
import { preloadable } from '../ui/preloadable';

const StepUpForm = preloadable(() => import('./StepUpForm')).Component;

/**
 * Mounted once in the layout: while a sensitive request waits for a confirmation of identity
 * (src/session/stepUp.ts), the form asking for the code or the password is shown. Its code
 * arrives the first time it is needed.
 */
export function StepUpDialog() {
  const asked = useStepUpAsked();
  useEffect(() => mountStepUpDialog(), []);
  return asked ? (
    <Suspense fallback={null}>
      <StepUpForm />
    </Suspense>
  ) : null;
}
