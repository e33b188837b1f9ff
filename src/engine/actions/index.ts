/** A record's actions: which its state allows, their confirmations and facts, and running them. */
export { actionRefusal, allowedActions } from './allowed';
export { ActionFactsList, dismissText } from './facts';
export { RecordActions } from './RecordActions';
export { RowRunnersContext, type RowRunners } from './rowRunners';
