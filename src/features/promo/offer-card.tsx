// docs/product.md#routes-promo special offer card: image, title and the preview (server HTML), linking to /promo/{id}.
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Link } from 'wouter';
import type { PromoOffer } from '../../../contract/schemas/content';
import { SafeHtml } from '../../ui/safe-html';

export const OFFER_IMAGE = { width: 600, height: 315 } as const;

/** `eager`: the card is on the first screen (its picture is likely the page's largest paint). */
export function OfferCard({ offer, eager = false }: { offer: PromoOffer; eager?: boolean }) {
  return (
    <li
      data-testid="promo-offer-card"
      className={cx(
        card(),
        css({ p: '0!', overflow: 'hidden', display: 'flex', flexDirection: 'column', position: 'relative' }),
      )}
    >
      <img
        src={offer.image.url}
        alt=""
        width={OFFER_IMAGE.width}
        height={OFFER_IMAGE.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        className={css({ w: 'full', h: 'auto', aspectRatio: '600 / 315', objectFit: 'cover', bg: 'surfaceRaised' })}
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: '4', flex: '1' })}>
        <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          <Link
            href={`/promo/${encodeURIComponent(offer.id)}`}
            className={css({
              color: 'text',
              _hover: { color: 'accent' },
              // The whole card is the link's target area.
              _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'card' },
              _focusVisible: {
                outline: 'none',
                _after: { outline: '2px solid token(colors.focus)', outlineOffset: '-2px' },
              },
            })}
          >
            {offer.title}
          </Link>
        </h3>
        <SafeHtml
          html={offer.preview_body}
          className={css({ color: 'textMuted', flex: '1', '& strong': { color: 'text' } })}
        />
      </div>
    </li>
  );
}
