// The marks at the end of a menu row: a chevron for a page of this app, an arrow out of a box for a
// document or site that opens elsewhere.
import { css } from 'styled-system/css';
import { Icon } from '../../ui/icon';

const trail = css({ ml: 'auto', flexShrink: 0, color: 'textMuted' });

export function ChevronGlyph() {
  return <Icon name="chevronDown" size={18} className={`${trail} ${css({ transform: 'rotate(-90deg)' })}`} />;
}

export function ExternalGlyph() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="currentColor"
      className={trail}
    >
      <path d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z" />
    </svg>
  );
}
