// docs/product.md#entities-cashier withdrawal widget descriptions: info, warning and dangerous notes with their icons;
// server HTML goes through SafeHtml, plain text is shown as text.
import { css, cx } from 'styled-system/css';
import { type MessageId, useT } from '../../../i18n/use-t';
import { SafeHtml } from '../../../ui/safe-html';

type NoteType = 'info' | 'warning' | 'dangerous';

const noteLook: Record<NoteType, { label: MessageId; icon: string; className: string }> = {
  info: {
    label: 'cash.noteInfo',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
    className: css({ borderColor: 'link', bg: 'sky.300/8', '& svg': { color: 'link' } }),
  },
  warning: {
    label: 'cash.noteWarning',
    icon: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
    className: css({ borderColor: 'accent', bg: 'gold.400/8', '& svg': { color: 'accent' } }),
  },
  dangerous: {
    label: 'cash.noteDanger',
    icon: 'M15.7 3H8.3L3 8.3v7.4L8.3 21h7.4l5.3-5.3V8.3L15.7 3ZM13 17h-2v-2h2v2Zm0-4h-2V7h2v6Z',
    className: css({ borderColor: 'danger', bg: 'coral.500/12', '& svg': { color: 'danger' } }),
  },
};

const looksLikeHtml = (content: string) => /<[a-z][^>]*>/i.test(content);

/**
 * docs/product.md#entities-cashier withdrawal widget descriptions: info, warning and dangerous notes, server HTML
 * sanitised.
 */
export function CashNotes({ notes }: { notes: Array<{ type: NoteType; content: string }> }) {
  const t = useT();
  if (notes.length === 0) return null;
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 })}>
      {notes.map((note, index) => {
        const look = noteLook[note.type];
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's notes have no id and never reorder
            key={index}
            data-type={note.type}
            className={cx(
              css({
                display: 'flex',
                gap: '3',
                alignItems: 'flex-start',
                borderLeftWidth: '4px',
                borderRadius: 'control',
                px: '3',
                py: '2.5',
                fontSize: 'sm',
              }),
              look.className,
            )}
          >
            <svg aria-hidden="true" focusable="false" width={20} height={20} viewBox="0 0 24 24" fill="currentColor">
              <path d={look.icon} />
            </svg>
            <span className="sr-only">{t(look.label)}: </span>
            {looksLikeHtml(note.content) ? <SafeHtml html={note.content} /> : <p>{note.content}</p>}
          </li>
        );
      })}
    </ul>
  );
}
