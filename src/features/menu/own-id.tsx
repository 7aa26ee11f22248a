// docs/product.md#routes-menu Menu: the player's own ID (the phone) with a copy button. A failed copy is only logged.
import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { MENU_COPY_FEEDBACK_MS } from '../../config/constants';
import { useT } from '../../i18n/use-t';

export function OwnId({ id }: { id: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), MENU_COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      setCopied(true);
    } catch (error) {
      // docs/product.md#routes-menu: the clipboard can be refused (permissions, insecure context); the player can still
      // read the ID.
      console.warn('Copying the ID failed', error);
    }
  };
  return (
    <section
      aria-labelledby="menu-own-id"
      data-testid="menu-own-id"
      data-state={copied ? 'copied' : 'idle'}
      className={cx(card(), css({ display: 'flex', alignItems: 'center', gap: '3', px: '4', py: '3' }))}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
        <h2 id="menu-own-id" className={css({ fontSize: 'xs', color: 'textMuted' })}>
          {t('menu.ownId')}
        </h2>
        <p
          data-testid="menu-own-id-value"
          className={css({
            fontWeight: 'bold',
            fontSize: 'lg',
            fontVariantNumeric: 'tabular-nums',
            overflowWrap: 'anywhere',
          })}
        >
          {id}
        </p>
      </div>
      <span role="status" className={css({ ml: 'auto', fontSize: 'xs', color: 'success', whiteSpace: 'nowrap' })}>
        {copied ? t('menu.copied') : ''}
      </span>
      <button
        type="button"
        onClick={copy}
        aria-label={t('menu.copyId')}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
          w: '11',
          h: '11',
          borderRadius: 'control',
          bg: 'surfaceRaised',
          color: 'text',
          cursor: 'pointer',
          _hover: { bg: 'night.600' },
        })}
      >
        <CopyGlyph />
      </button>
    </section>
  );
}

function CopyGlyph() {
  return (
    <svg aria-hidden="true" focusable="false" width={20} height={20} viewBox="0 0 24 24" fill="currentColor">
      <path d="M8 3h11a2 2 0 0 1 2 2v11h-2V5H8V3Zm-3 4h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2Zm0 2v10h10V9H5Z" />
    </svg>
  );
}
