import { css } from 'styled-system/css';

export function Spinner({ label, size = 28 }: { label: string; size?: number }) {
  return (
    <span role="status" className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
      <span
        aria-hidden="true"
        style={{ width: size, height: size }}
        className={css({
          borderRadius: 'full',
          borderWidth: '3px',
          borderColor: 'border',
          borderTopColor: 'accent',
          animation: 'spin 0.8s linear infinite',
        })}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
