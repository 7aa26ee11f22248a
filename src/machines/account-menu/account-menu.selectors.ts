import type { SnapshotFrom } from 'xstate';
import type { AccountMenuMachine } from './account-menu.machine';

type Snapshot = SnapshotFrom<AccountMenuMachine>;

/** 'closed' | 'open' */
export const selectAccountMenuState = (s: Snapshot) => String(s.value);
/** The menu is shown (aria-expanded on its button). */
export const selectIsOpen = (s: Snapshot) => s.matches('open');
/** The entry with the focus while the menu is open; none while it is closed. */
export const selectActiveIndex = (s: Snapshot) => (s.matches('open') ? s.context.active : null);
