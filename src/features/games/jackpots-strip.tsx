// docs/product.md#routes-list home jackpots strip: Silver, Gold, Maximum as 6-digit counters
// (docs/product.md#constants-display), showing the placeholder 279 until the values arrive.
import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { jackpotsQuery } from '../../api/games';
import { JACKPOT_DIGITS, JACKPOT_PLACEHOLDER } from '../../config/constants';
import { type MessageId, useT } from '../../i18n/use-t';

const TIERS: Array<{ label: string; name: MessageId; tone: string }> = [
  // Tones are classes: the page's CSP refuses inline styles in the server's HTML.
  { label: 'jackpot.silver', name: 'games.jackpotSilver', tone: css({ color: '#c9d3e6' }) },
  { label: 'jackpot.gold', name: 'games.jackpotGold', tone: css({ color: '#ffc629' }) },
  { label: 'jackpot.maximum', name: 'games.jackpotMaximum', tone: css({ color: '#ff9b9b' }) },
];

export function digitsOf(value: number): string {
  const whole = Math.max(0, Math.floor(value));
  return String(Math.min(whole, 10 ** JACKPOT_DIGITS - 1)).padStart(JACKPOT_DIGITS, '0');
}

export function JackpotsStrip() {
  const t = useT();
  const { data } = useQuery({ ...jackpotsQuery(), refetchInterval: 60_000 });
  return (
    <section aria-label={t('games.jackpots')} data-testid="jackpots" data-loaded={data ? 'true' : 'false'}>
      <ul
        className={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: { base: '2', md: '4' },
        })}
      >
        {TIERS.map((tier) => {
          const value = data?.find((j) => j.label === tier.label)?.value ?? JACKPOT_PLACEHOLDER;
          const digits = digitsOf(value);
          return (
            <li
              key={tier.label}
              className={cx(
                card({ padded: false }),
                css({
                  p: { base: '2', md: '4' },
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: '1',
                }),
              )}
            >
              <span
                className={cx(
                  css({ fontSize: { base: 'xs', md: 'sm' }, fontWeight: 'bold', textTransform: 'uppercase' }),
                  tier.tone,
                )}
              >
                {t(tier.name)}
              </span>
              <span className="sr-only">{value}</span>
              <span
                aria-hidden="true"
                data-testid="jackpot-digits"
                className={css({ display: 'flex', gap: { base: '1px', md: '1' } })}
              >
                {digits.split('').map((digit, i) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: a digit's position is its identity
                    key={i}
                    className={css({
                      fontVariantNumeric: 'tabular-nums',
                      fontWeight: 'extrabold',
                      fontSize: { base: 'sm', xsm: 'md', md: '2xl' },
                      bg: 'night.950',
                      borderRadius: 'sm',
                      px: { base: '1', md: '2' },
                      py: '0.5',
                    })}
                  >
                    {digit}
                  </span>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
