// A long text that opens collapsed (docs/product.md#constants-display blog accordion): its first lines with a
// 'Show more' button (aria-expanded, aria-controls: a disclosure, usable with the keyboard); open, it is at most
// 1200 px tall (a text over 700 characters) and scrolls inside beyond that. Whether it is open is presentation
// state only (docs/architecture.md#machines: views keep only pure presentation state). A short text shows whole.
import { type ReactNode, useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { ACCORDION_HEIGHT_CLASS, accordionMaxHeight, isLongText } from './accordion-height';

export function ReadMore({
  html,
  label,
  moreText,
  lessText,
  children,
  className,
}: {
  /** The server HTML shown inside: its text length decides whether it collapses and how tall it opens. */
  html: string;
  /** The region's name (the article's title). */
  label: string;
  moreText: string;
  lessText: string;
  children: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  if (!isLongText(html)) return <div className={className}>{children}</div>;
  return (
    <div
      data-testid="read-more"
      data-state={open ? 'open' : 'closed'}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      {/* Focusable when open: a text taller than its box scrolls with the keyboard. */}
      <section
        id={regionId}
        aria-label={label}
        tabIndex={open ? 0 : -1}
        // A keyboard user tabbing to a link hidden in the collapsed part opens the text rather than lose the focus.
        onFocus={() => setOpen(true)}
        className={cx(
          className,
          open
            ? cx(
                css({ overflowY: 'auto', overscrollBehavior: 'contain' }),
                ACCORDION_HEIGHT_CLASS[accordionMaxHeight(html)],
              )
            : collapsed,
        )}
      >
        {children}
      </section>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((was) => !was)}
        className={cx(button({ variant: 'secondary', size: 'sm' }), css({ alignSelf: 'flex-start' }))}
      >
        {open ? lessText : moreText}
      </button>
    </div>
  );
}

// The first lines, fading out towards the button.
const collapsed = css({
  maxHeight: '16rem',
  overflow: 'hidden',
  maskImage: 'linear-gradient(to bottom, black 60%, transparent)',
});
