// docs/product.md#routes-promo promo page: promo code entry (mobile inline; desktop a "Promo code" button opening a
// dialog), the bonuses block (the player's active bonus, else 'no active bonuses' / 'take part in promotions'),
// the promo actions (promo/list), special offers as cards linking to /promo/{id} (3 columns on desktop) and the current
// event progress.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { Link } from 'wouter';
import { bonusInfoQuery } from '../../api/bonus';
import type { ApiError } from '../../api/errors';
import { currentOffersQuery } from '../../api/promo';
import { useSessionActor } from '../../app/services';
import { DESKTOP_MIN_WIDTH } from '../../config/constants';
import { useT } from '../../i18n/use-t';
import { selectIsAuthenticated, selectNoPromotions } from '../../machines/session/session.selectors';
import { Dialog } from '../../ui/dialog';
import { errorText } from '../../ui/error-text';
import { formatMoney } from '../../ui/format';
import { useMediaQuery } from '../../ui/media';
import { Page } from '../../ui/page';
import { QueryView, queryViewState } from '../../ui/query-view';
import { Spinner } from '../../ui/spinner';
import { EventProgress } from './event-progress';
import { OfferCard } from './offer-card';
import { PromoActions } from './promo-actions';
import { PromoCodeForm } from './promo-code-form';

const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
const sectionTitle = css({ fontSize: 'xl', fontWeight: 'bold' });

export function PromoPage() {
  const t = useT();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // docs/api.md#no-promotions: a player who gets no promotions sees their own bonuses alone (the server sends them no
  // promotion, offer or event, and takes no promo code from them).
  const noPromotions = useSelector(useSessionActor(), selectNoPromotions);
  return (
    <Page title={t('page.promo')}>
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {noPromotions ? null : desktop ? <PromoCodeDialog /> : <InlinePromoCode />}
          <BonusesBlock noPromotions={noPromotions} />
        </div>
        <EventProgress />
      </div>
      <PromoActions />
      {!noPromotions && <SpecialOffers />}
    </Page>
  );
}

function InlinePromoCode() {
  const t = useT();
  return (
    <section aria-labelledby="promo-code-title" className={card()}>
      <h2 id="promo-code-title" className={cx(sectionTitle, css({ mb: '3' }))}>
        {t('promo.code.title')}
      </h2>
      <PromoCodeForm />
    </section>
  );
}

/** Desktop: the form lives in a dialog behind a "Promo code" button (docs/product.md#routes-promo). */
function PromoCodeDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-haspopup="dialog" className={button()} onClick={() => setOpen(true)}>
        {t('promo.code.title')}
      </button>
      <Dialog open={open} title={t('promo.code.title')} onClose={() => setOpen(false)} testId="promo-code-dialog">
        {open && <PromoCodeForm autoFocus />}
      </Dialog>
    </div>
  );
}

function BonusesBlock({ noPromotions }: { noPromotions: boolean }) {
  const sessionActor = useSessionActor();
  const t = useT();
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const info = useQuery({ ...bonusInfoQuery(), enabled: authenticated });
  // A failed load is not 'no active bonuses': the block says it failed and offers a retry. No bonus above
  // zero is the empty state; a guest has none to load.
  const viewState = queryViewState(info, hasNoBonus);
  const state = !authenticated ? 'empty' : viewState === 'ready' ? 'active' : viewState;
  const none = (
    <div>
      <p data-testid="promo-bonuses-none" className={css({ fontWeight: 'semibold' })}>
        {t('promo.bonuses.none')}
      </p>
      {!noPromotions && <p className={css({ color: 'textMuted' })}>{t('promo.bonuses.takePart')}</p>}
    </div>
  );
  return (
    <section
      aria-labelledby="promo-bonuses-title"
      data-testid="promo-bonuses"
      data-state={state}
      className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}
    >
      <h2 id="promo-bonuses-title" className={sectionTitle}>
        {t('promo.bonuses.title')}
      </h2>
      {authenticated ? (
        <QueryView
          query={info}
          isEmpty={hasNoBonus}
          loading={<Spinner label={t('common.loading')} />}
          failed={{
            variant: 'inline',
            message: errorText(info.error as ApiError, t, 'errors.requestFailed') ?? t('errors.requestFailed'),
          }}
          empty={none}
        >
          {({ bonus }) => (
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '3',
                flexWrap: 'wrap',
              })}
            >
              <div>
                <p className={css({ fontSize: 'sm', color: 'textMuted' })}>{t('promo.bonuses.active')}</p>
                <p
                  data-testid="promo-bonus-amount"
                  className={css({ fontSize: '2xl', fontWeight: 'extrabold', fontVariantNumeric: 'tabular-nums' })}
                >
                  {formatMoney(bonus.value, bonus.currency)}
                </p>
              </div>
              <Link href="/bonuses" className={button({ variant: 'secondary' })}>
                {t('promo.bonuses.details')}
              </Link>
            </div>
          )}
        </QueryView>
      ) : (
        none
      )}
    </section>
  );
}

const hasNoBonus = (info: { bonus: { value: number } }) => info.bonus.value <= 0;

function SpecialOffers() {
  const t = useT();
  const authenticated = useSelector(useSessionActor(), selectIsAuthenticated);
  const offers = useQuery(currentOffersQuery(authenticated));
  return (
    <section
      aria-labelledby="promo-offers-title"
      data-testid="promo-offers"
      data-state={queryViewState(offers)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id="promo-offers-title" className={sectionTitle}>
        {t('promo.offers.title')}
      </h2>
      <QueryView
        query={offers}
        loading={
          <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
            <Spinner label={t('common.loading')} />
          </div>
        }
        failed={{ message: errorText(offers.error as ApiError, t, 'promo.failed') ?? t('promo.failed') }}
        empty={<p className={css({ color: 'textMuted' })}>{t('promo.offers.empty')}</p>}
      >
        {(list) => (
          <ul
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
            })}
          >
            {list.map((offer, index) => (
              <OfferCard key={offer.id} offer={offer} eager={index === 0} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
