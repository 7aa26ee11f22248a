// "Limits and breaks" in /personal (docs/product.md#routes-limits-and-breaks): deposit limits per period, the reality
// check's interval, and a cool-off or self-exclusion. The personal page owns the break's actor (useAccountBreak), so
// that its end date still shows once the session is over (BreakDone). How the player confirms a break comes from the
// session summary (break_confirm), handed to the break's machine with "Continue".
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { button, field } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import {
  getSessionSummary,
  protectionKeys,
  sendBreakCode,
  setRealityCheck,
  startCoolOff,
  startSelfExclusion,
} from '../../api/protection';
import { logout } from '../../api/session';
import { useActorRef } from '../../app/inspect-actor-ref';
import { useServices } from '../../app/services';
import { type MessageId, useT } from '../../i18n/use-t';
import { accountBreakMachine, type BreakChoice } from '../../machines/account-break/account-break.machine';
import {
  selectBreakBusy,
  selectBreakChoice,
  selectBreakCode,
  selectBreakConfirm,
  selectBreakError,
  selectBreakPassword,
  selectBreakState,
  selectBreakUntil,
  selectCanReview,
  selectCodeError,
  selectCodeNotice,
  selectCodeSending,
  selectMissingSecret,
  selectSignInAgain,
} from '../../machines/account-break/account-break.selectors';
import { errorText } from '../../ui/error-text';
import { FormAlert } from '../../ui/form-alert';
import { PasswordInput } from '../../ui/password-input';
import { DepositLimitsPanel } from './deposit-limits-panel';
import { protectionCard } from './protection-styles';
import { BusyButton } from '../../ui/submit-button';

export type AccountBreakFlow = ReturnType<typeof useAccountBreak>;

/** The cool-off / self-exclusion flow of the page: success ends the session here too. */
/** The limits beside the deposit limits (docs/product.md#flows-deposit-limits): losses, stakes and play time. */
const STAKE_LIMIT_KINDS = [
  { kind: 'loss', title: 'protection.lossLimits.title', intro: 'protection.lossLimits.intro' },
  { kind: 'wager', title: 'protection.stakeLimits.title', intro: 'protection.stakeLimits.intro' },
  { kind: 'time', title: 'protection.timeLimit.title', intro: 'protection.timeLimit.intro' },
] as const;

export function useAccountBreak() {
  const { session, queryClient } = useServices();
  return useActorRef(
    accountBreakMachine.provide({
      actors: {
        startBreak: fromPromise(({ input, signal }) =>
          input.choice.kind === 'coolOff'
            ? startCoolOff(input.choice.days, input.proof, { signal })
            : startSelfExclusion(input.choice.months, input.proof, { signal }),
        ),
        sendCode: fromPromise(({ signal }) => sendBreakCode({ signal })),
        // Logging out to sign in again: signedOut then tells the session, and the page goes to the sign-in.
        signOut: fromPromise(async ({ signal }) => {
          await logout({ signal });
        }),
      },
      actions: {
        // The server has ended the session (the break, or the logout to sign in again): the app signs out without asking
        // it again, and forgets the player's data; /personal then sends a signed-out player to the sign-in.
        signedOut: () => {
          session.send({ type: 'session.deauthorize' });
          queryClient.removeQueries({ queryKey: ['user'] });
        },
      },
    }),
  );
}

/** The reality check's intervals of docs/api.md#player-protection (minutes). */
const REALITY_CHECK_MINUTES = [15, 30, 60] as const;

const CHOICES: Array<{ choice: BreakChoice; label: MessageId }> = [
  { choice: { kind: 'coolOff', days: 1 }, label: 'protection.break.day1' },
  { choice: { kind: 'coolOff', days: 7 }, label: 'protection.break.days7' },
  { choice: { kind: 'coolOff', days: 30 }, label: 'protection.break.days30' },
  { choice: { kind: 'coolOff', days: 42 }, label: 'protection.break.weeks6' },
  { choice: { kind: 'selfExclusion', months: 6 }, label: 'protection.break.months6' },
  { choice: { kind: 'selfExclusion', months: 12 }, label: 'protection.break.year1' },
  { choice: { kind: 'selfExclusion', months: 24 }, label: 'protection.break.years2' },
  { choice: { kind: 'selfExclusion', months: 60 }, label: 'protection.break.years5' },
  { choice: { kind: 'selfExclusion', months: 'permanent' }, label: 'protection.break.permanent' },
];

const lengthOf = (choice: BreakChoice) => (choice.kind === 'coolOff' ? choice.days : choice.months);
const sameChoice = (a: BreakChoice | null, b: BreakChoice) =>
  a !== null && a.kind === b.kind && lengthOf(a) === lengthOf(b);
const labelOf = (choice: BreakChoice) => CHOICES.find((entry) => sameChoice(choice, entry.choice))?.label;

const heading = css({ fontSize: 'lg', fontWeight: 'bold' });
/** The settings query the reality check reads too: the session summary, with how the player confirms a break. */
const settingsQuery = {
  queryKey: [...protectionKeys.summary, 'settings'],
  queryFn: ({ signal }: { signal: AbortSignal }) => getSessionSummary({ signal }),
};
/** Whether a sign-in fresh until `until` (ISO 8601, or null) still confirms a break now. */
const freshNow = (until: string | null | undefined) => until != null && Date.parse(until) > Date.now();
const muted = css({ color: 'textMuted', fontSize: 'sm' });
const styles = field();

/**
 * The tools, each in its card; `id="limits"` is where the play-time screen's "See my limits" and the responsible
 * gambling page land, `id="breaks"` (the break panel) where the reality check's "Take a break" lands.
 */
export function LimitsAndBreaks({ breakFlow }: { breakFlow: AccountBreakFlow }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  // Arriving at /personal#limits or /personal#breaks: show the tools, or the break panel among them.
  useEffect(() => {
    if (window.location.hash === '#limits') ref.current?.scrollIntoView();
    if (window.location.hash === '#breaks') document.getElementById('breaks')?.scrollIntoView();
  }, []);
  return (
    <section
      ref={ref}
      id="limits"
      aria-labelledby="limits-title"
      data-testid="limits-and-breaks"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', scrollMarginTop: '20' })}
    >
      <h2 id="limits-title" className={css({ fontSize: 'xl', fontWeight: 'extrabold' })}>
        {t('protection.limitsAndBreaks')}
      </h2>
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, 1fr)' } })}>
        <section aria-labelledby="deposit-limits-title" className={protectionCard}>
          <h3 id="deposit-limits-title" className={heading}>
            {t('protection.limits.title')}
          </h3>
          <p className={muted}>{t('protection.limits.intro')}</p>
          <DepositLimitsPanel headingLevel={3} />
        </section>
        {STAKE_LIMIT_KINDS.map(({ kind, title, intro }) => (
          <section key={kind} aria-labelledby={`${kind}-limits-title`} className={protectionCard}>
            <h3 id={`${kind}-limits-title`} className={heading}>
              {t(title)}
            </h3>
            <p className={muted}>{t(intro)}</p>
            <DepositLimitsPanel headingLevel={3} kind={kind} />
          </section>
        ))}
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <RealityCheckSetting />
          <BreakPanel flow={breakFlow} />
        </div>
      </div>
      <p className={muted}>
        <Link href="/responsible-gambling" className={css({ color: 'link', textDecoration: 'underline' })}>
          {t('protection.moreHelp')}
        </Link>
      </p>
    </section>
  );
}

/** The reality check's interval: off, 15, 30 or 60 minutes (docs/product.md#flows-reality-check), saved at once. */
function RealityCheckSetting() {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const summary = useQuery(settingsQuery);
  const save = useMutation({
    mutationFn: (minutes: 15 | 30 | 60 | null) => setRealityCheck(minutes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protectionKeys.summary }),
  });
  const current = summary.data?.reality_check_minutes ?? null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="reality-check-setting"
      data-state={save.isPending ? 'saving' : save.isSuccess ? 'saved' : save.isError ? 'failed' : 'idle'}
      className={protectionCard}
    >
      <h3 id={`${id}-title`} className={heading}>
        {t('protection.reality.title')}
      </h3>
      <p className={muted}>{t('protection.reality.intro')}</p>
      {summary.data && (
        <form
          className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}
          onSubmit={(e) => {
            e.preventDefault();
            const value = new FormData(e.currentTarget).get('minutes');
            save.mutate(value === 'off' ? null : (Number(value) as 15 | 30 | 60));
          }}
        >
          <div className={styles.root}>
            <label htmlFor={`${id}-minutes`} className={styles.label}>
              {t('protection.reality.every')}
            </label>
            <select
              id={`${id}-minutes`}
              name="minutes"
              className={cx(styles.control, css({ h: '11', width: 'auto' }))}
              defaultValue={current === null ? 'off' : String(current)}
            >
              <option value="off">{t('protection.reality.off')}</option>
              {REALITY_CHECK_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('protection.reality.minutes', { minutes })}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={button({ variant: 'secondary' })} aria-busy={save.isPending || undefined}>
            {save.isPending ? t('protection.limits.saving') : t('protection.limits.save')}
          </button>
        </form>
      )}
      <p role="status" className={css({ fontSize: 'sm', color: 'success', _empty: { display: 'none' } })}>
        {save.isSuccess ? t('protection.reality.saved') : ''}
      </p>
      {save.isError && (
        <FormAlert testId="reality-check-error" message={errorText(save.error as never, t, 'errors.requestFailed')} />
      )}
      {summary.isError && <FormAlert testId="reality-check-error" message={t('errors.requestFailed')} />}
    </section>
  );
}

/** Cool-off and self-exclusion: the length, what it means, the password, confirm (docs/product.md#flows-account-break). */
function BreakPanel({ flow }: { flow: AccountBreakFlow }) {
  const t = useT();
  const id = useId();
  const state = useSelector(flow, selectBreakState);
  const choice = useSelector(flow, selectBreakChoice);
  const canReview = useSelector(flow, selectCanReview);
  // How this player confirms, and until when a Google or wallet sign-in does: read afresh with the panel.
  const settings = useQuery({ ...settingsQuery, staleTime: 0 });
  return (
    <section
      id="breaks"
      aria-labelledby={`${id}-title`}
      data-testid="account-break"
      data-state={state}
      className={cx(protectionCard, css({ scrollMarginTop: '20' }))}
    >
      <h3 id={`${id}-title`} className={heading}>
        {t('protection.break.title')}
      </h3>
      {state === 'choosing' ? (
        <form
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
          onSubmit={(e) => {
            e.preventDefault();
            if (!settings.data) return;
            flow.send({
              type: 'break.review',
              confirm: settings.data.break_confirm ?? 'password',
              signInFresh: freshNow(settings.data.sign_in_fresh_until),
            });
          }}
        >
          <p className={muted}>{t('protection.break.intro')}</p>
          {(['coolOff', 'selfExclusion'] as const).map((kind) => (
            <fieldset key={kind} className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
              <legend className={css({ fontWeight: 'semibold', mb: '1' })}>
                {t(kind === 'coolOff' ? 'protection.break.coolOff' : 'protection.break.selfExclusion')}
              </legend>
              {CHOICES.filter((entry) => entry.choice.kind === kind).map((entry) => (
                <label
                  key={entry.label}
                  className={css({ display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer', minH: '8' })}
                >
                  <input
                    type="radio"
                    name={`${id}-length`}
                    checked={sameChoice(choice, entry.choice)}
                    onChange={() => flow.send({ type: 'choice.select', choice: entry.choice })}
                    className={css({ w: '5', h: '5', accentColor: 'gold.400' })}
                  />
                  {t(entry.label)}
                </label>
              ))}
            </fieldset>
          ))}
          <div>
            <button type="submit" className={button({ variant: 'secondary' })} disabled={!canReview || !settings.data}>
              {t('protection.break.next')}
            </button>
          </div>
          {settings.isError && <FormAlert testId="break-settings-error" message={t('errors.requestFailed')} />}
        </form>
      ) : (
        choice && <BreakReview flow={flow} choice={choice} />
      )}
    </section>
  );
}

function BreakReview({ flow, choice }: { flow: AccountBreakFlow; choice: BreakChoice }) {
  const t = useT();
  const id = useId();
  const confirm = useSelector(flow, selectBreakConfirm);
  const missing = useSelector(flow, selectMissingSecret);
  const error = useSelector(flow, selectBreakError);
  const busy = useSelector(flow, selectBreakBusy);
  const signInAgain = useSelector(flow, selectSignInAgain);
  const length = t(labelOf(choice) ?? 'protection.break.permanent');
  const points: MessageId[] =
    choice.kind === 'coolOff'
      ? ['protection.break.signedOut', 'protection.break.noPlay', 'protection.break.noShortening']
      : choice.months === 'permanent'
        ? [
            'protection.break.signedOut',
            'protection.break.forGood',
            'protection.break.noPromotions',
            'protection.break.seekHelp',
          ]
        : [
            'protection.break.signedOut',
            'protection.break.noPlay',
            'protection.break.noEnding',
            'protection.break.noPromotions',
            'protection.break.seekHelp',
          ];
  return (
    <form
      noValidate
      aria-busy={busy || undefined}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'break.submit' });
      }}
    >
      <p data-testid="break-choice" className={css({ fontWeight: 'semibold' })}>
        {t(choice.kind === 'coolOff' ? 'protection.break.coolOffFor' : 'protection.break.selfExclusionFor', {
          length,
        })}
      </p>
      <ul className={css({ listStyle: 'disc', pl: '5', display: 'flex', flexDirection: 'column', gap: '1' })}>
        {points.map((point) => (
          <li key={point}>{t(point, { length })}</li>
        ))}
      </ul>
      {confirm === 'password' && <BreakPassword flow={flow} id={id} missing={missing} busy={busy} />}
      {confirm === 'sms' && <BreakCode flow={flow} id={id} missing={missing} busy={busy} />}
      {confirm === 'sign_in' && (
        <p data-testid="break-sign-in" className={muted}>
          {signInAgain ? (error ? null : t('protection.break.signInStale')) : t('protection.break.signInFresh')}
        </p>
      )}
      <FormAlert testId="break-error" message={errorText(error, t, 'errors.requestFailed')} />
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {signInAgain ? (
          <BusyButton
            type="button"
            className={button({ variant: 'primary' })}
            busy={busy}
            label={t('protection.break.signInAgain')}
            busyLabel={t('protection.break.signingOut')}
            onClick={() => flow.send({ type: 'break.signInAgain' })}
          />
        ) : (
          <BusyButton
            className={button({ variant: 'primary' })}
            busy={busy}
            label={t('protection.break.confirm')}
            busyLabel={t('protection.break.starting')}
          />
        )}
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          disabled={busy}
          onClick={() => flow.send({ type: 'break.back' })}
        >
          {t('protection.break.back')}
        </button>
      </div>
    </form>
  );
}

interface SecretProps {
  flow: AccountBreakFlow;
  id: string;
  missing: boolean;
  busy: boolean;
}

/** 'password': the password typed again. */
function BreakPassword({ flow, id, missing, busy }: SecretProps) {
  const t = useT();
  const password = useSelector(flow, selectBreakPassword);
  const fieldError = missing ? t('protection.break.passwordMissing') : null;
  return (
    <div className={styles.root}>
      <label htmlFor={`${id}-password`} className={styles.label}>
        {t('protection.break.password')}
      </label>
      <PasswordInput
        id={`${id}-password`}
        autoComplete="current-password"
        value={password}
        readOnly={busy}
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${id}-error` : undefined}
        onChange={(e) => flow.send({ type: 'password.change', value: e.target.value })}
      />
      {fieldError && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {fieldError}
        </p>
      )}
    </div>
  );
}

/** 'sms': "Send code" texts the player's phone; the code typed (or pasted) confirms. */
function BreakCode({ flow, id, missing, busy }: SecretProps) {
  const t = useT();
  const code = useSelector(flow, selectBreakCode);
  const sending = useSelector(flow, selectCodeSending);
  const notice = useSelector(flow, selectCodeNotice);
  const codeError = useSelector(flow, selectCodeError);
  const fieldError = missing ? t('protection.break.codeMissing') : null;
  const described = [`${id}-code-intro`, fieldError ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.root}>
      <label htmlFor={`${id}-code`} className={styles.label}>
        {t('protection.break.code')}
      </label>
      <p id={`${id}-code-intro`} className={muted}>
        {t('protection.break.codeIntro')}
      </p>
      <div
        className={css({ display: 'flex', gap: '2', alignItems: 'stretch', flexWrap: { base: 'wrap', xsm: 'nowrap' } })}
      >
        <input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          className={`${styles.control} ${css({ flex: '1', minW: '0' })}`}
          value={code}
          readOnly={busy || sending}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={described}
          // A pasted code keeps its digits only ("123 456" from a message).
          onChange={(e) => flow.send({ type: 'code.change', value: e.target.value.replace(/\D+/g, '') })}
        />
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          disabled={busy}
          aria-busy={sending || undefined}
          aria-disabled={sending || undefined}
          onClick={() => flow.send({ type: 'code.send' })}
        >
          {sending ? t('protection.break.sendingCode') : t('protection.break.sendCode')}
        </button>
      </div>
      <p
        role="status"
        data-testid="break-code-notice"
        className={css({ fontSize: 'sm', color: 'success', _empty: { display: 'none' } })}
      >
        {notice ?? ''}
      </p>
      <FormAlert testId="break-code-error" message={errorText(codeError, t, 'errors.requestFailed')} />
      {fieldError && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {fieldError}
        </p>
      )}
    </div>
  );
}

/** After the break started: signed out, with its end (docs/product.md#flows-account-break). */
export function BreakDone({ flow }: { flow: AccountBreakFlow }) {
  const t = useT();
  const intl = useIntl();
  const until = useSelector(flow, selectBreakUntil);
  return (
    <div
      role="status"
      data-testid="account-break"
      data-state="done"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', maxW: '40rem' })}
    >
      <p className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{t('protection.break.doneTitle')}</p>
      <p data-testid="break-until">
        {until === null
          ? t('protection.break.doneForGood')
          : t('protection.break.doneUntil', {
              date: intl.formatDate(until, { dateStyle: 'long', timeStyle: 'short' }),
            })}
      </p>
      <p className={muted}>{t('protection.break.doneHelp')}</p>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Link href="/responsible-gambling" className={button({ variant: 'primary' })}>
          {t('protection.title')}
        </Link>
        <Link href="/" className={button({ variant: 'secondary' })}>
          {t('common.goHome')}
        </Link>
      </div>
    </div>
  );
}
