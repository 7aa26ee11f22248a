// The account statement calls of docs/api.md#statement: the last 12 months of the player's ledger and protection
// changes (JSON for the page, CSV as a download in the request's language), and the lifetime net deposits /personal
// shows. Amounts are HTG numbers, times ISO 8601 strings, as the contract says. Per player: under ['user'], which the
// session drops when the account changes.
import { queryOptions } from '@tanstack/react-query';
import { apiUrl, type CallOptions, http, schemasOf } from './http';

const schemas = schemasOf(() => import('../../contract/schemas/protection'));

/** The API path of the CSV download: the page links to it, the session cookie authorizes it (docs/api.md#statement). */
export const STATEMENT_CSV_PATH = 'user/statement.csv';

export function getStatement(options?: CallOptions) {
  return http.request(schemas('statementReply'), 'user/statement', options);
}

export function getNetDeposits(options?: CallOptions) {
  return http.request(schemas('netDepositsReply'), 'user/net-deposits', options);
}

/** The address of the CSV download under the app's API base, for a link the browser follows with its cookie. */
export const statementCsvUrl = () => apiUrl(STATEMENT_CSV_PATH);

export const statementKeys = {
  netDeposits: ['user', 'net-deposits'] as const,
};

/** Deposits less withdrawals since the account was opened: read afresh whenever /personal shows it. */
export const netDepositsQuery = () =>
  queryOptions({
    queryKey: statementKeys.netDeposits,
    queryFn: ({ signal }) => getNetDeposits({ signal }),
    staleTime: 0,
  });
