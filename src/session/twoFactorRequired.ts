import { createStore } from '../state/createStore';

/**
 * Whether the signed-in admin must set up 2FA before anything else: the identity says so
 * (`twoFactorSetupRequired`), or a call answered 403 `two_factor_setup_required`. The layout then
 * shows only the enrolment screen; the identity read after enrolling clears it.
 */
export const twoFactorSetup = createStore({ required: false });

export function setTwoFactorSetupRequired(required: boolean): void {
  if (twoFactorSetup.get().required !== required) twoFactorSetup.set({ required });
}
