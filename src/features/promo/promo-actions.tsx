// docs/product.md#routes-promo promo actions (docs/product.md#entities-content promo action: imageLink, image, title,
// text, prefix, id; GET promo/list): a card each, the picture and the words under it (the prefix leads the text: 'Up
// to' '100% on your first deposit'), the whole card leading to its imageLink when the app can follow it (an in-app
// path, or an http(s) address: ui/site-link.tsx). Plain text: none of it is HTML. The actions only advertise: a failed
// or empty list leaves the section out.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { promoActionsQuery } from '../../api/promo';
import { useSessionActor } from '../../app/services';
import type { PromoAction } from '../../../contract/schemas/content';
import { useT } from '../../i18n/use-t';
import { selectIsAuthenticated } from '../../machines/session/session.selectors';
import { SiteLinkBox, siteLinkOf } from '../../ui/site-link';

/** The size of the actions' artwork (docs/api.md promotions: 1200×480), for the <img>'s ratio. */
const ACTION_IMAGE = { width: 1200, height: 480 } as const;

export function PromoActions() {
  const t = useT();
  // A player's list apart from a guest's: one who gets no promotions gets none (docs/api.md#no-promotions).
  const authenticated = useSelector(useSessionActor(), selectIsAuthenticated);
  const actions = useQuery(promoActionsQuery(authenticated)).data ?? [];
  if (actions.length === 0) return null;
  return (
    <section
      aria-labelledby="promo-actions-title"
      data-testid="promo-actions"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id="promo-actions-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {t('promo.actions.title')}
      </h2>
      {/* Phones: a row that scrolls sideways, the next card peeking; wider screens: a grid. */}
      <ul
        className={css({
          display: { base: 'flex', md: 'grid' },
          gap: { base: '3', md: '4' },
          overflowX: { base: 'auto', md: 'visible' },
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        })}
      >
        {actions.map((action) => (
          <li
            key={action.id}
            className={css({
              display: 'flex',
              flexShrink: 0,
              w: { base: '80%', md: 'auto' },
              scrollSnapAlign: 'start',
            })}
          >
            <ActionCard action={action} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ActionCard({ action }: { action: PromoAction }) {
  const prefix = action.prefix?.trim();
  return (
    <SiteLinkBox
      link={siteLinkOf(action.imageLink)}
      testId="promo-action"
      className={cx(
        card(),
        css({
          p: '0!',
          overflow: 'hidden',
          display: 'flex',
          flexDirection: 'column',
          flex: '1',
          color: 'text',
          '&[href]:hover': { borderColor: 'accent' },
        }),
      )}
    >
      <img
        src={action.image}
        alt=""
        width={ACTION_IMAGE.width}
        height={ACTION_IMAGE.height}
        loading="lazy"
        decoding="async"
        className={css({ w: 'full', h: 'auto', aspectRatio: '5 / 2', objectFit: 'cover', bg: 'surfaceRaised' })}
      />
      <span className={css({ display: 'flex', flexDirection: 'column', gap: '1', p: '4' })}>
        <span className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{action.title}</span>
        <span className={css({ color: 'textMuted' })}>
          {prefix && <span className={css({ color: 'accent', fontWeight: 'semibold' })}>{prefix} </span>}
          {action.text}
        </span>
      </span>
    </SiteLinkBox>
  );
}
