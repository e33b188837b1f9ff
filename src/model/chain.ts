import type { SignatureStatus } from '../lib/solanaRpc';

/** How a signature's status reads to an admin: the kind of message, its title and the figures. */
export interface ChainCheckSummary {
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
      title: 'Not found on chain',
      rows: [['Status', 'The RPC node does not know this signature (null)']],
    };
  }
  const rows: ChainCheckSummary['rows'] = [
    ['Commitment', status.confirmationStatus ?? 'unknown'],
    [
      'Confirmations',
      status.confirmations === null ? 'rooted (finalized)' : grouped(status.confirmations),
    ],
    ['Slot', grouped(status.slot)],
    [
      'Error',
      status.err === null || status.err === undefined ? 'none' : JSON.stringify(status.err),
    ],
    ['Node slot', grouped(status.contextSlot)],
  ];
  if (status.err !== null && status.err !== undefined)
    return { type: 'error', title: 'Failed on chain', rows };
  switch (status.confirmationStatus) {
    case 'finalized':
      return { type: 'success', title: 'Finalized on chain', rows };
    case 'confirmed':
      return { type: 'info', title: 'Confirmed on chain, not final yet', rows };
    default:
      return { type: 'info', title: 'Processed, not confirmed yet', rows };
  }
}
