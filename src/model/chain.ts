import type { SignatureStatus } from '../lib/solanaRpc';
import { say } from '../../resources/_text';

/** How a signature's status reads to an admin: the kind of message, its title and the figures. */
interface ChainCheckSummary {
  type: 'success' | 'info' | 'warning' | 'error';
  title: string;
  rows: [label: string, value: string][];
}

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The result of getSignatureStatuses for one signature, as the "Check on chain" dialog shows it. */
export function summarizeSignatureStatus(status: SignatureStatus | null): ChainCheckSummary {
  if (!status) {
    return {
      type: 'warning',
      title: say`Not found on chain`,
      rows: [[say`Status`, say`The RPC node does not know this signature (null)`]],
    };
  }
  const rows: ChainCheckSummary['rows'] = [
    [say`Commitment`, status.confirmationStatus ?? say`unknown`],
    [
      say`Confirmations`,
      status.confirmations === null ? say`rooted (finalized)` : grouped(status.confirmations),
    ],
    [say`Slot`, grouped(status.slot)],
    [
      say`Error`,
      status.err === null || status.err === undefined ? say`none` : JSON.stringify(status.err),
    ],
    [say`Node slot`, grouped(status.contextSlot)],
  ];
  if (status.err !== null && status.err !== undefined)
    return { type: 'error', title: say`Failed on chain`, rows };
  switch (status.confirmationStatus) {
    case 'finalized':
      return { type: 'success', title: say`Finalized on chain`, rows };
    case 'confirmed':
      return { type: 'info', title: say`Confirmed on chain, not final yet`, rows };
    default:
      return { type: 'info', title: say`Processed, not confirmed yet`, rows };
  }
}
