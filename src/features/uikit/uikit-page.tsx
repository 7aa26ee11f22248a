// docs/product.md#routes-list /uikit: every primitive of src/ui in its states, for designers and developers to check at
// a glance.
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useSearch } from 'wouter';
import { useT } from '../../i18n/use-t';
import { Carousel } from '../shared/carousel';
import { Dialog } from '../../ui/dialog';
import { FormAlert } from '../../ui/form-alert';
import { formatMoney } from '../../ui/format';
import { ControlIcon, isControlIconName } from '../../ui/control-icons';
import { SocialIcon } from '../../ui/social-icon';
import { LoadFailed } from '../../ui/load-failed';
import { Page } from '../../ui/page';
import { Pagination } from '../../ui/pagination';
import { ProgressBar } from '../../ui/progress-bar';
import { QrCode } from '../../ui/qr-code';
import { ResponsiveImage } from '../../ui/responsive-image';
import { SafeHtml } from '../../ui/safe-html';
import { Spinner } from '../../ui/spinner';
import { SubmitButton } from '../../ui/submit-button';
import { DateRangeSection, FieldsSection } from './uikit-forms';
import { row, Section } from './uikit-section';

const ICONS: string[] = [
  'live',
  'sport',
  'ticket',
  'games',
  'menu',
  'user',
  'wallet',
  'globe',
  'chevronDown',
  'eye',
  'eyeOff',
  'close',
  'check',
  'facebook',
  'instagram',
  'telegram',
  'whatsapp',
  'youtube',
  'tiktok',
  'x',
  'help',
];
const VARIANTS = ['primary', 'secondary', 'ghost'] as const;
const SIZES = ['sm', 'md', 'lg'] as const;
const MONEY_SAMPLES: Array<[number, string | null]> = [
  [0, 'HTG'],
  [1500, 'HTG'],
  [12500.5, 'HTG'],
  [1234567.89, 'HTG'],
  [-850, 'HTG'],
  [42, null],
];
const BANNER = {
  url: '/media/banners/welcome-bonus.svg?w=625&h=250',
  width: 625,
  height: 250,
  srcset: [{ url: '/media/banners/welcome-bonus.svg?w=1250&h=500', media: '(min-width: 1024px)' }],
};

function ButtonsSection() {
  const t = useT();
  const sizeLabel = { sm: t('uikit.small'), md: t('uikit.medium'), lg: t('uikit.large') };
  const variantLabel = { primary: t('uikit.primary'), secondary: t('uikit.secondary'), ghost: t('uikit.ghost') };
  return (
    <Section title={t('uikit.buttons')}>
      {VARIANTS.map((variant) => (
        <div key={variant} className={row}>
          <span className={css({ minW: '24', color: 'textMuted', fontSize: 'sm' })}>{variantLabel[variant]}</span>
          {SIZES.map((size) => (
            <button key={size} type="button" className={button({ variant, size })}>
              {sizeLabel[size]}
            </button>
          ))}
          <button type="button" className={button({ variant })} disabled>
            {t('uikit.disabled')}
          </button>
          <button type="button" className={button({ variant })} disabled aria-busy="true">
            <Spinner label={t('common.loading')} size={16} />
            {t('uikit.busy')}
          </button>
        </div>
      ))}
      <button type="button" className={button({ variant: 'primary', block: true })}>
        {t('uikit.block')}
      </button>
    </Section>
  );
}

function FeedbackSection() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    setTimeout(() => setRetrying(false), 1500);
  };
  return (
    <>
      <Section title={t('uikit.dialog')}>
        <div className={row}>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => setOpen(true)}>
            {t('uikit.openDialog')}
          </button>
        </div>
        <Dialog open={open} title={t('uikit.dialogTitle')} onClose={() => setOpen(false)} testId="uikit-dialog">
          <p>{t('uikit.dialogBody')}</p>
          <button type="button" className={button({ variant: 'primary', block: true })} onClick={() => setOpen(false)}>
            {t('common.close')}
          </button>
        </Dialog>
      </Section>
      <Section title={t('uikit.spinner')}>
        <div className={row}>
          <Spinner label={t('common.loading')} size={20} />
          <Spinner label={t('common.loading')} />
          <Spinner label={t('common.loading')} size={40} />
        </div>
      </Section>
      <Section title={t('uikit.loadFailed')}>
        <LoadFailed message={t('uikit.loadFailedMessage')} onRetry={retry} retrying={retrying} />
        <LoadFailed variant="inline" message={t('uikit.loadFailedMessage')} onRetry={retry} retrying={retrying} />
      </Section>
      <Section title={t('uikit.progress')}>
        {[1200, 5000].map((current) => (
          <ProgressBar
            key={current}
            current={current}
            total={5000}
            label={t('uikit.progress')}
            valueText={t('uikit.progressValue', {
              current: formatMoney(current, 'HTG'),
              total: formatMoney(5000, 'HTG'),
            })}
          />
        ))}
      </Section>
      <Section title={t('uikit.formSubmit')}>
        {[false, true].map((busy) => (
          <form key={String(busy)} onSubmit={(e) => e.preventDefault()} className={css({ display: 'grid', gap: '3' })}>
            {!busy && <FormAlert message={t('uikit.formAlertMessage')} testId="uikit-form-alert" />}
            <SubmitButton busy={busy} label={t('uikit.send')} busyLabel={t('uikit.sending')} />
          </form>
        ))}
      </Section>
    </>
  );
}

function ContentSection() {
  const t = useT();
  const page = Number(new URLSearchParams(useSearch()).get('page')) || 4;
  // The script and the javascript: link are removed by the sanitiser: nothing runs, the text stays. (No
  // inline handler here: Chromium reports one to the console as a CSP violation as soon as it is parsed.)
  const html = `<p><strong>${t('uikit.htmlBold')}</strong> ${t('uikit.htmlText')} <a href="/about">${t('uikit.htmlLink')}</a></p><script>window.__uikitXss = true</script><p><a href="javascript:window.__uikitXss = true">${t('uikit.htmlSanitised')}</a></p>`;
  return (
    <>
      <Section title={t('uikit.pagination')}>
        <Pagination page={page} count={12} href={(p) => `/uikit?page=${p}`} />
      </Section>
      <Section title={t('uikit.safeHtml')}>
        <SafeHtml html={html} className={css({ '& a': { color: 'link', textDecoration: 'underline' } })} />
      </Section>
      <Section title={t('uikit.icons')}>
        <ul className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))', gap: '3' })}>
          {ICONS.map((name) => (
            <li
              key={name}
              className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1' })}
            >
              {isControlIconName(name) ? <ControlIcon name={name} /> : <SocialIcon name={name} />}
              <code className={css({ fontSize: 'xs', color: 'textMuted' })}>{name}</code>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('uikit.image')}>
        <ResponsiveImage
          image={BANNER}
          alt={t('uikit.imageAlt')}
          className={css({ width: '100%', maxW: 'lg', height: 'auto', borderRadius: 'card' })}
        />
      </Section>
      <Section title={t('uikit.qr')}>
        <QrCode value="https://belchans.example/" label={t('uikit.qrLabel')} size={160} />
      </Section>
      <Section title={t('uikit.money')}>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontVariantNumeric: 'tabular-nums' })}>
          {MONEY_SAMPLES.map(([value, currency]) => (
            <li key={`${value}${currency}`} data-testid="uikit-money">
              {formatMoney(value, currency)}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('uikit.carousel')}>
        <Carousel
          label={t('uikit.carousel')}
          slidesPerView={{ base: 1.2, md: 3 }}
          slides={[1, 2, 3, 4, 5].map((n) => (
            <div
              key={n}
              className={css({
                h: '24',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                bg: 'surfaceRaised',
                borderRadius: 'card',
                fontWeight: 'bold',
              })}
            >
              {t('uikit.slide', { n })}
            </div>
          ))}
        />
      </Section>
    </>
  );
}

export function UikitPage() {
  const t = useT();
  return (
    <Page title={t('page.uikit')}>
      <p className={css({ color: 'textMuted' })}>{t('uikit.intro')}</p>
      <div data-testid="uikit" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <ButtonsSection />
        <FieldsSection />
        <DateRangeSection />
        <FeedbackSection />
        <ContentSection />
      </div>
    </Page>
  );
}
