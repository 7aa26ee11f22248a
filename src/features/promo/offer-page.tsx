// docs/product.md#routes-promo /promo/{offerId}: the offer (title, image, body HTML) and 'Take part' (players call
// promo/offers/{offerId}/members; guests go to /login). An id that is not a string (all digits) or
// an unknown offer redirects to /404 with 'Incorrect page link'. The head carries the offer's own SEO.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { Link, Redirect, useParams } from 'wouter';
import type { ApiError } from '../../api/errors';
import { joinPromoOffer, offerQuery, offerSeoQuery, promoKeys } from '../../api/promo';
import { useSeoOverride } from '../../app/seo';
import type { PromoOffer } from '../../../contract/schemas/content';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { selectIsAuthenticated } from '../../machines/session/session.selectors';
import { errorText } from '../../ui/error-text';
import { ControlIcon } from '../../ui/control-icons';
import { Page } from '../../ui/page';
import { SafeHtml } from '../../ui/safe-html';
import { QueryView } from '../../ui/query-view';
import { Spinner } from '../../ui/spinner';
import { OFFER_IMAGE } from './offer-card';

/** docs/product.md#errors-texts 'Incorrect page link' on the not-found page. */
export const INCORRECT_LINK = '/404?error=Incorrect%20page%20link';

/** docs/product.md#routes-promo: offerId must be a string; a bare number (or nothing) is not an offer link. */
export const isOfferId = (id: string | undefined): id is string => !!id && !/^\d+$/.test(id);

export function OfferPage() {
  const { offerId } = useParams<{ offerId: string }>();
  if (!isOfferId(offerId)) return <Redirect to={INCORRECT_LINK} replace />;
  return <OfferView offerId={offerId} />;
}

function OfferView({ offerId }: { offerId: string }) {
  const sessionActor = useSessionActor();
  const t = useT();
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  // The offer as a guest sees it until the session says otherwise (so the server renders it: docs/architecture.md
  // "Server rendering"); a player's offer, which says whether they already take part, then replaces it.
  const offer = useQuery({ ...offerQuery(offerId, authenticated), placeholderData: keepPreviousData });
  // docs/product.md#calls-list promo/offers/seo/{offerId}: the offer's own title, description and image in <head>.
  const { data: seo } = useQuery({ ...offerSeoQuery(offerId), enabled: offer.isSuccess });
  useSeoOverride(`/promo/${offerId}`, seo);
  const error = offer.error as ApiError | null;
  if (error?.kind === 'http' && error.status === 404) return <Redirect to={INCORRECT_LINK} replace />;

  return (
    <Page title={offer.data?.title ?? t('page.promoOffer')}>
      <Link href="/promo" className={css({ color: 'link', textDecoration: 'underline', alignSelf: 'flex-start' })}>
        {t('promo.offer.back')}
      </Link>
      <QueryView
        query={offer}
        loading={
          <div data-testid="promo-offer" data-state="loading" className={css({ display: 'flex', py: '10' })}>
            <Spinner label={t('common.loading')} />
          </div>
        }
        failed={{ testId: 'promo-offer', message: errorText(error, t, 'promo.failed') ?? t('promo.failed') }}
      >
        {(data) => <OfferBody offer={data} authenticated={authenticated} />}
      </QueryView>
    </Page>
  );
}

function OfferBody({ offer, authenticated }: { offer: PromoOffer; authenticated: boolean }) {
  return (
    <article
      data-testid="promo-offer"
      data-state={offer.is_member ? 'member' : 'ready'}
      className={cx(
        card(),
        css({
          p: '0!',
          overflow: 'hidden',
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          maxW: '5xl',
        }),
      )}
    >
      <img
        src={offer.image.url}
        alt=""
        width={OFFER_IMAGE.width}
        height={OFFER_IMAGE.height}
        className={css({ w: 'full', h: 'auto', aspectRatio: '600 / 315', objectFit: 'cover', bg: 'surfaceRaised' })}
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', p: { base: '4', md: '6' } })}>
        {offer.body && (
          <SafeHtml
            html={offer.body}
            className={css({
              '& p + p, & ul, & ol': { mt: '2' },
              '& ul, & ol': { pl: '5', listStyle: 'disc' },
              '& a': { color: 'link', textDecoration: 'underline' },
              '& strong': { color: 'accent' },
            })}
          />
        )}
        <TakePart offer={offer} authenticated={authenticated} />
      </div>
    </article>
  );
}

function TakePart({ offer, authenticated }: { offer: PromoOffer; authenticated: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: () => joinPromoOffer(offer.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoKeys.offer(offer.id, true) }),
  });
  if (!authenticated) {
    return (
      <Link href="/login" className={cx(button({ size: 'lg' }), css({ alignSelf: 'flex-start' }))}>
        {t('promo.offer.takePart')}
      </Link>
    );
  }
  if (offer.is_member || join.isSuccess) {
    return (
      <p
        role="status"
        data-testid="promo-offer-member"
        className={css({ display: 'flex', alignItems: 'center', gap: '2', color: 'success', fontWeight: 'semibold' })}
      >
        <ControlIcon name="check" size={20} />
        <span>{join.data?.message ?? t('promo.offer.member')}</span>
      </p>
    );
  }
  const error = join.error as ApiError | null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
      <button
        type="button"
        className={button({ size: 'lg' })}
        disabled={join.isPending}
        aria-busy={join.isPending || undefined}
        aria-describedby={error ? 'promo-offer-error' : undefined}
        onClick={() => join.mutate()}
      >
        {join.isPending ? t('promo.offer.joining') : t('promo.offer.takePart')}
      </button>
      {error && (
        <p id="promo-offer-error" role="alert" className={css({ color: 'danger', fontWeight: 'semibold' })}>
          {errorText(error, t, 'promo.code.unknownError')}
        </p>
      )}
    </div>
  );
}
