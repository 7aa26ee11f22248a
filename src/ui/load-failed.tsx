// One "could not load" block with a retry for every query-backed part of a page (docs/product.md#errors-screens 'Oops!
// Games not loaded' and the like): the message, and a retry that is disabled while it runs.
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useT } from '../i18n/use-t';

const panel = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
  p: { base: '6', md: '10' },
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3',
  textAlign: 'center',
});
const inline = css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '3' });

export function LoadFailed({
  message,
  onRetry,
  retrying,
  variant = 'panel',
  testId,
  className,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  /** panel: a card of its own; inline: a line inside a section that keeps its heading. */
  variant?: 'panel' | 'inline';
  testId?: string;
  className?: string;
}) {
  const t = useT();
  return (
    <div role="alert" data-testid={testId} className={cx(variant === 'panel' ? panel : inline, className)}>
      <p className={variant === 'panel' ? css({ fontSize: 'lg', fontWeight: 'bold' }) : css({ color: 'textMuted' })}>
        {message}
      </p>
      <button
        type="button"
        className={button(variant === 'panel' ? { variant: 'primary' } : { variant: 'secondary', size: 'sm' })}
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
