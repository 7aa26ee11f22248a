// Looks the payment widgets share. An option shown as a card, a crypto chain (crypto-chains.tsx) and a cash club
// (cash-parts.tsx): a row, bordered and rounded, under a pointer, its border lighter on hover; each adds its own size,
// background and checked look. A value the player copies, the crypto address (deposit-crypto.tsx) and the cash PIN
// (cash-parts.tsx): on the darkest background, rounded, selected whole by a click; each adds its own type and padding.
import { css } from 'styled-system/css';

export const optionCard = css({
  display: 'flex',
  gap: '3',
  borderColor: 'border',
  borderRadius: 'control',
  cursor: 'pointer',
  _hover: { borderColor: 'night.400' },
});

export const copyableValue = css({ bg: 'night.950', borderRadius: 'control', userSelect: 'all' });
