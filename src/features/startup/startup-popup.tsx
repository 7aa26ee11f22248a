// docs/product.md#purpose, docs/product.md#routes-other, docs/product.md#flows-startup-popup: the startup notice. The
// machine decides when (only on /, 5 min after it was last shown); this view injects the storage and scroll effects and
// renders the dialog.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/use-t';
import { startupPopupMachine } from '../../machines/startup-popup/startup-popup.machine';
import { selectStartupPopupOpen, selectStartupPopupState } from '../../machines/startup-popup/startup-popup.selectors';
import { Dialog } from '../../ui/dialog';
import { readShownAt, writeShownAt } from './startup-storage';
import { useActorRef } from '../../app/inspect-actor-ref';

// The native modal <dialog> makes the page inert, but the page still scrolls under the backdrop.
const setPageScroll = (enabled: boolean) => {
  document.documentElement.style.overflow = enabled ? '' : 'hidden';
};

const machine = startupPopupMachine.provide({
  actions: {
    storeShownAt: () => writeShownAt(),
    lockScroll: () => setPageScroll(false),
    unlockScroll: () => setPageScroll(true),
  },
});

export function StartupPopup() {
  const t = useT();
  const [path] = useLocation();
  const actor = useActorRef(machine, { input: { path, lastShownAt: readShownAt(), now: Date.now() } });
  const open = useSelector(actor, selectStartupPopupOpen);
  const state = useSelector(actor, selectStartupPopupState);

  useEffect(() => {
    actor.send({ type: 'route.change', path });
  }, [actor, path]);
  // Should the popup go away with the layout while shown, scrolling comes back.
  useEffect(() => () => setPageScroll(true), []);

  const dismiss = () => actor.send({ type: 'popup.dismiss' });
  return (
    <div data-testid="startup-popup" data-state={state}>
      <Dialog open={open} title={t('startup.title')} onClose={dismiss} testId="startup-dialog">
        <p className={css({ color: 'text', lineHeight: '1.6' })}>{t('startup.notice')}</p>
        <button type="button" className={button({ variant: 'primary', block: true })} onClick={dismiss}>
          {t('startup.ok')}
        </button>
      </Dialog>
    </div>
  );
}
