// The mutants of the server's money and protection code (`npm run mutation -- server`, stryker.server.config.mjs)
// that no check can kill because they change nothing a player, the API or the database could observe, each with
// its reason (docs/architecture.md#quality). scripts/mutation.mjs reads this list by file, line and mutator: the
// score counts them as equivalent, never as killed. Not imported by the server.
export interface EquivalentMutant {
  file: string;
  line: number;
  mutator: string;
  reason: string;
}

export const equivalentMutants: EquivalentMutant[] = [
  {
    file: 'server/wallet/ledger.ts',
    line: 63,
    mutator: 'ConditionalExpression',
    reason:
      'with no movement (every amount 0) the accounts are read anyway: inArray over no kinds matches no row, and the ' +
      'rows would only order and look up movements, of which there are none',
  },
  {
    file: 'server/wallet/ledger.ts',
    line: 64,
    mutator: 'ArrayDeclaration',
    reason: 'the accounts read when nothing moves only order and look up movements, of which there are none',
  },
  {
    file: 'server/protection/audit.ts',
    line: 67,
    mutator: 'StringLiteral',
    reason:
      "not observable on PGlite, which the mutation run uses: its one connection never overlaps two players' " +
      'transactions, so the advisory lock that orders appends has nothing to order there (on PostgreSQL it does)',
  },
  {
    file: 'server/protection/haiti-time.ts',
    line: 29,
    mutator: 'ConditionalExpression',
    reason: "keeping the formatter's literal parts too only adds out.literal (NaN), which nothing reads",
  },
  {
    file: 'server/protection/haiti-time.ts',
    line: 29,
    mutator: 'StringLiteral',
    reason: "no part has the type '', so every part is kept: out.literal (NaN) is added and never read",
  },
  {
    file: 'server/protection/haiti-time.ts',
    line: 50,
    mutator: 'ArithmeticOperator',
    reason:
      'the second pass takes the offset at the first guess, 5 h either side of midnight UTC; Haiti changes its clock ' +
      'at 02:00 local, never between 19:00 the day before and midnight, so that offset is the right one either way',
  },
  {
    file: 'server/protection/play-time.ts',
    line: 36,
    mutator: 'BooleanLiteral',
    reason:
      "reading today's play time with FOR UPDATE outside a transaction locks the row for that one statement only: " +
      'the figures read are the same',
  },
  {
    file: 'server/protection/play-time.ts',
    line: 52,
    mutator: 'BooleanLiteral',
    reason:
      "every caller of recordPlay holds the player's protection row lock first (lockPlayer: the beat, the launch, " +
      'the stake), so two activities are already one after the other without the play-time row lock',
  },
  {
    file: 'server/protection/stake-limits.ts',
    line: 28,
    mutator: 'BlockStatement',
    reason:
      "not observable on PGlite, which the mutation run uses: its one connection already runs two stakes' " +
      'transactions one after the other, so the row lock that queues them has nothing to queue (on PostgreSQL it does)',
  },
  {
    file: 'server/protection/stake-limits.ts',
    line: 31,
    mutator: 'ObjectLiteral',
    reason: 'SELECT with no column (PostgreSQL allows it) FOR UPDATE locks the same row: only the lock is wanted',
  },
  {
    file: 'server/protection/stake-limits.ts',
    line: 59,
    mutator: 'ConditionalExpression',
    reason:
      'only the shortcut for a player without loss or stake limits: without it smallestAllowance finds no limited ' +
      'period and the stake passes just the same',
  },
  {
    file: 'server/protection/stake-limits.ts',
    line: 59,
    mutator: 'EqualityOperator',
    reason: 'only the shortcut: taking the usage path anyway, smallestAllowance still sees which periods are limited',
  },
  {
    file: 'server/protection/stake-limits.ts',
    line: 59,
    mutator: 'LogicalOperator',
    reason: 'only the shortcut: taking the usage path anyway, smallestAllowance still sees which periods are limited',
  },
  {
    file: 'server/protection/stake-limits.ts',
    line: 60,
    mutator: 'ConditionalExpression',
    reason: 'never taking the shortcut: smallestAllowance finds no limited period and the stake passes just the same',
  },
  {
    file: 'server/protection/blocks.ts',
    line: 56,
    mutator: 'EqualityOperator',
    reason: 'for two equal ends either one is returned, and both are the same instant',
  },
  {
    file: 'server/protection/blocks.ts',
    line: 75,
    mutator: 'OptionalChaining',
    reason:
      "the player's protection row is inserted (if missing) just before it is read in the same transaction: never absent",
  },
];
