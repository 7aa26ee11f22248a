// The languages of the picker (./language-picker.tsx): the server's list (GET locale/list, docs/api.md), asked for
// when the list first opens and kept for the tab; the app shows those it has a catalogue for
// (docs/product.md#flows-locale).
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Locale } from '../../../contract/constants';
import { localesQuery } from '../../api/locale';
import { isLocale } from '../../../contract/constants';
import { useT } from '../../i18n/use-t';
import { ControlIcon } from '../../ui/control-icons';
import { QueryView } from '../../ui/query-view';
import { Spinner } from '../../ui/spinner';

export function LanguageList({
  locale,
  onPick,
  onEscape,
}: {
  locale: Locale;
  onPick: (locale: Locale) => void;
  onEscape: () => void;
}) {
  const t = useT();
  const languages = useQuery({ ...localesQuery(), staleTime: Number.POSITIVE_INFINITY });
  return (
    <QueryView
      query={languages}
      isEmpty={(reply) => offered(reply.locales).length === 0}
      loading={
        <div className={css({ display: 'flex', justifyContent: 'center', py: '3' })}>
          <Spinner label={t('common.loading')} />
        </div>
      }
      failed={{ message: t('errors.requestFailed'), variant: 'inline', testId: 'language-list-failed' }}
    >
      {(reply) => (
        <ul aria-label={t('language.label')} className={css({ listStyle: 'none' })}>
          {offered(reply.locales).map(({ locale: code, label }) => (
            <li key={code}>
              <button
                type="button"
                lang={code}
                aria-current={code === locale ? 'true' : undefined}
                onClick={() => onPick(code)}
                onKeyDown={(e) => e.key === 'Escape' && onEscape()}
                className={css({
                  display: 'flex',
                  width: '100%',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  px: '3',
                  py: '2',
                  textAlign: 'left',
                  cursor: 'pointer',
                  color: 'text',
                  _hover: { bg: 'night.600' },
                  '&[aria-current=true]': { color: 'accent', fontWeight: 'semibold' },
                })}
              >
                {label}
                {code === locale && <ControlIcon name="check" size={18} />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

/** The server's languages the app can show (a language without a catalogue here is left out), in its order. */
function offered(list: ReadonlyArray<{ locale: string; label: string }>): Array<{ locale: Locale; label: string }> {
  return list.filter((item): item is { locale: Locale; label: string } => isLocale(item.locale));
}
