// docs/product.md#flows-locale: the language picker toggles, closes on pick or backdrop click; picking posts setlocale.
// The list (./language-list.tsx, the server's languages) loads with its first opening, not with the page
// (docs/architecture.md#performance).
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { popoverPanel } from 'styled-system/recipes';
import { useLocaleActor } from '../../app/services';
import { isLocale } from '../../../contract/constants';
import { useT } from '../../i18n/use-t';
import type { Locale } from '../../../contract/constants';
import { selectIsSwitching, selectLocale } from '../../machines/locale/locale.selectors';
import { pickerMachine } from '../../machines/picker/picker.machine';
import { selectIsOpen, selectPickerState } from '../../machines/picker/picker.selectors';
import { Icon } from '../../ui/icon';
import { optionalPart } from '../../ui/optional-part';
import { useActorRef } from '../../app/inspect-actor-ref';

interface ListProps {
  locale: Locale;
  onPick: (locale: Locale) => void;
  onEscape: () => void;
}

/** The list's code; offline, when it was never loaded, the open list stays empty rather than breaking the header. */
const LanguageList = optionalPart<ListProps>(() => import('./language-list').then((module) => module.LanguageList));

export function LanguagePicker() {
  const localeActor = useLocaleActor();
  const t = useT();
  const locale = useSelector(localeActor, selectLocale);
  const picker = useActorRef(
    pickerMachine.provide({
      actions: {
        picked: (_, value) => {
          if (isLocale(value)) localeActor.send({ type: 'locale.change', locale: value });
        },
      },
    }),
  );
  const open = useSelector(picker, selectIsOpen);
  const state = useSelector(picker, selectPickerState);
  const switching = useSelector(localeActor, selectIsSwitching);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Focus goes back to the toggle when the list closes, so keyboard users do not land on <body>.
  useEffect(() => {
    if (wasOpen.current && !open && document.activeElement === document.body) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <div className={css({ position: 'relative' })} data-testid="language-picker" data-state={state}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="language-list"
        aria-busy={switching || undefined}
        onClick={() => picker.send({ type: 'picker.toggle' })}
        onKeyDown={(e) => e.key === 'Escape' && picker.send({ type: 'picker.close' })}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1',
          h: '10',
          px: '2',
          borderRadius: 'control',
          color: 'text',
          cursor: 'pointer',
          fontSize: 'sm',
          fontWeight: 'semibold',
          textTransform: 'uppercase',
          _hover: { bg: 'surfaceRaised' },
        })}
      >
        <Icon name="globe" size={20} />
        <span className="sr-only">{t('language.current', { language: t('language.name') })} </span>
        {locale}
      </button>
      {open && (
        <>
          {/* The backdrop closes the list on any outside click or tap (docs/product.md#flows-picker); the header lifts
              itself above the tab bar while the list is open, so the backdrop covers the whole screen. */}
          <div
            aria-hidden="true"
            data-testid="language-backdrop"
            onClick={() => picker.send({ type: 'picker.close' })}
            className={css({ position: 'fixed', inset: '0', zIndex: 40 })}
          />
          <div id="language-list" className={cx(popoverPanel(), css({ mt: '1', minW: '44', py: '1' }))}>
            <Suspense fallback={<div aria-busy="true" className={css({ h: '12' })} />}>
              <LanguageList
                locale={locale}
                onPick={(code) => picker.send({ type: 'option.pick', value: code })}
                onEscape={() => picker.send({ type: 'picker.close' })}
              />
            </Suspense>
          </div>
        </>
      )}
    </div>
  );
}
