import { css, cx } from 'styled-system/css';

// Sizes as classes: the page's CSP refuses inline styles in the server's HTML.
const SIZES = {
  16: css({ w: '16px', h: '16px' }),
  18: css({ w: '18px', h: '18px' }),
  20: css({ w: '20px', h: '20px' }),
  28: css({ w: '28px', h: '28px' }),
  40: css({ w: '40px', h: '40px' }),
} as const;

export function Spinner({ label, size = 28 }: { label: string; size?: keyof typeof SIZES }) {
  return (
    <span role="status" className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
      <span
        aria-hidden="true"
        className={cx(
          SIZES[size],
          css({
            borderRadius: 'full',
            borderWidth: '3px',
            borderColor: 'border',
            borderTopColor: 'accent',
            animation: 'spin 0.8s linear infinite',
          }),
        )}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
