// docs/product.md#routes-header The account menu's entries (src/features/menu/account-menu.tsx draws the button and
// runs the flow): a role=menu of links, a separator and Log out, loaded with the route part of the catalogue. The entry the
// flow says is current has the focus (docs/product.md#flows-account-menu).
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { entryRow } from 'styled-system/recipes';
import { useT } from '../../i18n/use-t';
import type { MenuEntry } from './menu-entries';

export interface AccountMenuListProps {
  id: string;
  /** The menu button's id: it names the menu. */
  labelledBy: string;
  entries: MenuEntry[];
  /** The entry with the focus: an index of `entries`, or `entries.length` for Log out. */
  active: number;
  loggingOut: boolean;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocusEntry: (index: number) => void;
  onChoose: () => void;
  onLogOut: () => void;
}

// The menu page's entry row in a popover (src/ui/theme/looks.recipe.ts). Log out, while it runs, is aria-disabled: the
// row's _disabled look. The keyboard's focus ring (panda.config.ts) stays inside the menu.
const item = entryRow({ place: 'popover' });

export function AccountMenuList({
  id,
  labelledBy,
  entries,
  active,
  loggingOut,
  onKeyDown,
  onFocusEntry,
  onChoose,
  onLogOut,
}: AccountMenuListProps) {
  const t = useT();
  const items = useRef<Array<HTMLElement | null>>([]);
  // The focus follows the flow's current entry (and lands on it when the menu opens).
  useEffect(() => {
    items.current[active]?.focus();
  }, [active]);
  const itemProps = (index: number) => ({
    role: 'menuitem',
    tabIndex: -1,
    ref: (element: HTMLElement | null) => {
      items.current[index] = element;
    },
    onFocus: () => onFocusEntry(index),
    className: item,
  });
  return (
    <div
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      className={css({ display: 'flex', flexDirection: 'column', py: '1' })}
    >
      {entries.map((entry, index) => {
        const label = t(entry.label);
        return entry.kind === 'route' ? (
          <Link key={entry.href} href={entry.href} onClick={onChoose} {...itemProps(index)}>
            {label}
          </Link>
        ) : (
          <a
            key={entry.href}
            href={entry.href}
            onClick={onChoose}
            {...(entry.kind === 'away' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            {...itemProps(index)}
          >
            {label}
            {entry.kind !== 'away' && <span className="sr-only"> {t('common.opensNewTab')}</span>}
          </a>
        );
      })}
      <hr className={css({ my: '1', borderTopWidth: '1px', borderColor: 'border' })} />
      <button
        type="button"
        aria-disabled={loggingOut || undefined}
        aria-busy={loggingOut || undefined}
        onClick={onLogOut}
        {...itemProps(entries.length)}
        className={`${item} ${css({ color: 'danger' })}`}
      >
        {t('logout.action')}
      </button>
    </div>
  );
}
