// One modal dialog for the app (docs/product.md#routes modals): the native <dialog> gives focus trapping, Escape and
// the inert page behind it; a click on the backdrop closes it too.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { card, iconButton } from 'styled-system/recipes';
import { useT } from '../i18n/use-t';
import { Icon } from './icon';

export function Dialog({
  open,
  title,
  onClose,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // A click on the backdrop lands on the dialog element itself; keyboard users have Escape and the button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled natively by <dialog>
    <dialog
      ref={ref}
      // Its title is rendered only while it is open.
      aria-labelledby={open ? titleId : undefined}
      data-testid={testId}
      // The close event is queued as a task: one from an earlier close can arrive after a fast reopen (an input
      // event is handled first under load), so only a dialog that is really closed reports it.
      onClose={(e) => e.currentTarget.open || onClose()}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className={cx(
        card({ padded: false }),
        css({
          m: 'auto',
          p: '0',
          color: 'text',
          width: 'min(28rem, calc(100vw - 2rem))',
          boxShadow: '0 24px 64px rgba(0,0,0,0.5)',
          _backdrop: { bg: 'rgba(4, 8, 18, 0.72)' },
        }),
      )}
    >
      {open && (
        <div className={css({ p: '5', display: 'flex', flexDirection: 'column', gap: '4' })}>
          <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
            <h2 id={titleId} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
              {title}
            </h2>
            <button type="button" onClick={onClose} aria-label={t('common.close')} className={iconButton()}>
              <Icon name="close" size={20} />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
