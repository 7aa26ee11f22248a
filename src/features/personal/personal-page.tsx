// /personal (docs/product.md#routes-personal): read-only personal data from the profile; missing values show '-'; sex 0
// male, 1 female; the linked sign-in services (Google, wallet) with their unlink actions; then limits and breaks
// (docs/product.md#routes-limits-and-breaks).
import { useSelector } from '@xstate/react';
import { Redirect } from 'wouter';
import { css, cx } from 'styled-system/css';
import { card as cardRecipe } from 'styled-system/recipes';
import type { Profile } from '../../../contract/schemas/session';
import { useSessionActor } from '../../app/services';
import { type MessageId, useT } from '../../i18n/use-t';
import {
  selectAccountFailed,
  selectIsAuthenticated,
  selectIsChecking,
  selectProfile,
  selectSessionError,
} from '../../machines/session/session.selectors';
import { errorText } from '../../ui/error-text';
import { LoadFailed } from '../../ui/load-failed';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { UnlinkButton } from './unlink-button';
import { NetDeposits } from '../protection/net-deposits';
import { BreakDone, LimitsAndBreaks, useAccountBreak } from '../protection/limits-and-breaks';
import { selectBreakDone } from '../../machines/account-break/account-break.selectors';
import { unlinkGoogle } from '../../api/oauth';
import { unlinkWallet } from '../../api/wallet';

const MISSING = '-';

const show = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '' ? MISSING : String(value);

/** docs/product.md#routes-personal: sex 0 male, 1 female (user_gender); the text form `gender` is the fallback. */
function sexOf(profile: Profile): MessageId | null {
  if (profile.user_gender === 0 || profile.gender === 'male') return 'personal.male';
  if (profile.user_gender === 1 || profile.gender === 'female') return 'personal.female';
  return null;
}

const card = cx(
  cardRecipe({ padded: false }),
  css({
    p: { base: '4', md: '6' },
  }),
);
const heading = css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' });
const rows = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(8rem, 12rem) 1fr' },
  columnGap: '4',
  rowGap: { base: '0.5', sm: '2' },
  '& dt': { color: 'textMuted', fontSize: 'sm', mt: { base: '2', sm: '0' } },
  '& dd': { fontWeight: 'medium', overflowWrap: 'anywhere' },
});

export function PersonalPage() {
  const sessionActor = useSessionActor();
  const t = useT();
  const checking = useSelector(sessionActor, selectIsChecking);
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const profile = useSelector(sessionActor, selectProfile);
  const accountFailed = useSelector(sessionActor, selectAccountFailed);
  const accountError = useSelector(sessionActor, selectSessionError);
  const breakFlow = useAccountBreak();
  const breakDone = useSelector(breakFlow, selectBreakDone);
  // docs/product.md#flows-account-break: the player was signed out by the break; its end date stays on screen.
  if (breakDone) {
    return (
      <Page title={t('page.personal')}>
        <BreakDone flow={breakFlow} />
      </Page>
    );
  }
  if (!checking && !authenticated) return <Redirect to="/login" replace />;
  if (!profile && accountFailed) {
    // The profile (or the balance loaded with it) failed: say so, with a retry, rather than spin until the
    // session machine's own next attempt.
    return (
      <Page title={t('page.personal')}>
        <LoadFailed
          message={errorText(accountError, t, 'errors.requestFailed') ?? t('errors.requestFailed')}
          onRetry={() => sessionActor.send({ type: 'session.refresh' })}
          retrying={false}
        />
      </Page>
    );
  }
  if (!profile) {
    return (
      <Page title={t('page.personal')}>
        <Spinner label={t('common.loading')} />
      </Page>
    );
  }
  const sex = sexOf(profile);
  const sections: Array<[MessageId, Array<[MessageId, string]>]> = [
    ['personal.details', [['personal.phone', show(profile.phone ? `+${profile.phone}` : null)]]],
    [
      'personal.contact',
      [
        ['personal.email', show(profile.email)],
        ['personal.instagram', show(profile.instagram)],
        ['personal.facebook', show(profile.facebook)],
      ],
    ],
    [
      'personal.personal',
      [
        ['personal.surname', show(profile.surname)],
        ['personal.name', show(profile.name)],
        ['personal.birthDate', show(profile.user_date_birth ?? profile.date_birth)],
        ['personal.sex', sex ? t(sex) : MISSING],
        ['personal.country', show(profile.country)],
        ['personal.city', show(profile.user_city ?? profile.city)],
      ],
    ],
  ];
  return (
    <Page title={t('page.personal')}>
      <div
        data-testid="personal-data"
        className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, 1fr)' } })}
      >
        {sections.map(([title, items]) => (
          <section key={title} aria-labelledby={`personal-${title}`} className={card}>
            <h2 id={`personal-${title}`} className={heading}>
              {t(title)}
            </h2>
            <dl className={rows}>
              {items.map(([label, value]) => (
                <div key={label} className={css({ display: 'contents' })}>
                  <dt>{t(label)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <section aria-labelledby="personal-oauth" className={card}>
          <h2 id="personal-oauth" className={heading}>
            {t('personal.oauth')}
          </h2>
          {profile.list_linked_services.length === 0 ? (
            <p className={css({ color: 'textMuted' })}>{t('personal.noLinked')}</p>
          ) : (
            <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '2' })}>
              {profile.list_linked_services.map((service) => (
                <li
                  key={service.id}
                  className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}
                >
                  <span>{service.name}</span>
                  {String(service.id) === 'google' && <UnlinkButton name={service.name} unlink={unlinkGoogle} />}
                  {String(service.id) === 'wallet' && <UnlinkButton name={service.name} unlink={unlinkWallet} />}
                </li>
              ))}
            </ul>
          )}
        </section>
        <NetDeposits className={card} />
      </div>
      <LimitsAndBreaks breakFlow={breakFlow} />
    </Page>
  );
}
