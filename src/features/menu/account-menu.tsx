// docs/product.md#routes-header The desktop header's account menu (a signed-in player's, from lg up; phones have the
// profile link to /menu): a WAI-ARIA menu button whose flow is src/machines/account-menu
// (docs/product.md#flows-account-menu). The view renders the machine's state and turns keys and clicks into its events.
// Its entries' texts are in the route part of the catalogue (menu.*), so the list loads with them when the menu first
// opens, or when the pointer or the focus reaches the button (docs/architecture.md#i18n, like the language list).
// It loads after the session check (./account-menu-mount.tsx), which src/app/app.tsx gives to the header
// (docs/architecture.md#dependencies).
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, Suspense, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { popoverPanel, popoverTrigger } from 'styled-system/recipes';
import { siteConfigQuery } from '../../api/site';
import { ensurePageCatalogue, withTexts } from '../../app/catalogues';
import { useActorRef } from '../../app/inspect-actor-ref';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { accountMenuMachine } from '../../machines/account-menu/account-menu.machine';
import {
  selectAccountMenuState,
  selectActiveIndex,
  selectIsOpen,
} from '../../machines/account-menu/account-menu.selectors';
import { selectIsLoggingOut } from '../../machines/session/session.selectors';
import { Icon } from '../../ui/icon';
import { optionalPart } from '../../ui/optional-part';
import { headerAccountEntries } from './menu-entries';

const ACCOUNT_MENU_ID = 'account-menu';
const ACCOUNT_MENU_BUTTON_ID = 'account-menu-button';

const loadList = () => import('./account-menu-list');

/** Starts loading the list and its texts before the first opening; a failure is tried again by the opening. */
const preload = () => {
  loadList().catch(() => undefined);
  ensurePageCatalogue().catch(() => undefined);
};

/** The list's code and texts; offline, when they were never loaded, the open menu stays empty rather than break the header. */
const AccountMenuList = optionalPart(withTexts(() => loadList().then((module) => module.AccountMenuList)));

export function AccountMenu() {
  const t = useT();
  const sessionActor = useSessionActor();
  const loggingOut = useSelector(sessionActor, selectIsLoggingOut);
  const site = useQuery(siteConfigQuery()).data;
  const entries = headerAccountEntries(site?.links.clubs);
  // The entries, then Log out.
  const count = entries.length + 1;
  const button = useRef<HTMLButtonElement>(null);
  const menu = useActorRef(accountMenuMachine.provide({ actions: { returnFocus: () => button.current?.focus() } }));
  const state = useSelector(menu, selectAccountMenuState);
  const open = useSelector(menu, selectIsOpen);
  const active = useSelector(menu, selectActiveIndex);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    // Enter and Space click the button (menu.toggle); the arrows open on either end.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      menu.send({ type: event.key === 'ArrowDown' ? 'menu.openFirst' : 'menu.openLast', count });
    } else if (event.key === 'Escape' && open) {
      // The list is still loading: the focus is on the button.
      menu.send({ type: 'menu.close' });
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves = { ArrowDown: 'menu.next', ArrowUp: 'menu.prev', Home: 'menu.first', End: 'menu.last' } as const;
    if (event.key in moves) {
      event.preventDefault();
      menu.send({ type: moves[event.key as keyof typeof moves] });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      menu.send({ type: 'menu.close' });
    } else if (event.key === 'Tab') {
      // Not prevented: the focus goes back to the button, and Tab moves on from there.
      menu.send({ type: 'menu.close' });
    } else if (event.key === ' ' && event.target instanceof HTMLElement) {
      // Space chooses a link entry as Enter does (a button entry would only click on Space's release).
      event.preventDefault();
      event.target.click();
    }
  };

  return (
    <div
      data-testid="account-menu"
      data-state={state}
      className={css({ position: 'relative', display: { base: 'none', lg: 'block' } })}
    >
      <button
        ref={button}
        id={ACCOUNT_MENU_BUTTON_ID}
        type="button"
        aria-label={t('header.account')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={ACCOUNT_MENU_ID}
        aria-busy={loggingOut || undefined}
        onClick={() => menu.send({ type: 'menu.toggle', count })}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={preload}
        onFocus={preload}
        className={cx(
          popoverTrigger({ tone: 'raised' }),
          css({
            // Above the backdrop while the menu is open: a click on it closes the menu as the button.
            position: 'relative',
            zIndex: 50,
            justifyContent: 'center',
            gap: '0.5',
            // The place ./account-menu-mount.tsx keeps for it while it loads.
            w: '14',
            h: '10',
            borderRadius: 'full',
            '&[aria-busy=true]': { cursor: 'progress', opacity: 0.7 },
          }),
        )}
      >
        <Icon name="user" size={22} />
        <Icon
          name="chevronDown"
          size={18}
          className={css({
            color: 'textMuted',
            transition: 'transform 0.15s',
            '[aria-expanded=true] > &': { transform: 'rotate(180deg)' },
          })}
        />
      </button>
      {open && (
        <>
          {/* A click outside closes the menu (docs/product.md#flows-account-menu); the header lifts itself above the
              tab bar while it is open, as for the language list. */}
          <div
            aria-hidden="true"
            data-testid="account-menu-backdrop"
            onClick={() => menu.send({ type: 'menu.close' })}
            className={css({ position: 'fixed', inset: '0', zIndex: 40 })}
          />
          <div className={cx(popoverPanel(), css({ mt: '1.5', minW: '60', overflow: 'hidden' }))}>
            <Suspense fallback={<div aria-busy="true" className={css({ h: '12' })} />}>
              <AccountMenuList
                id={ACCOUNT_MENU_ID}
                labelledBy={ACCOUNT_MENU_BUTTON_ID}
                entries={entries}
                active={active ?? 0}
                loggingOut={loggingOut}
                onKeyDown={onMenuKeyDown}
                onFocusEntry={(index) => menu.send({ type: 'menu.focus', index })}
                onChoose={() => menu.send({ type: 'menu.choose' })}
                onLogOut={() => {
                  // While the logout runs the entry is disabled (docs/product.md#flows-account-menu).
                  if (loggingOut) return;
                  menu.send({ type: 'menu.choose' });
                  sessionActor.send({ type: 'session.logout' });
                }}
              />
            </Suspense>
          </div>
        </>
      )}
    </div>
  );
}
