import { css, cx } from 'styled-system/css';
import { button, messageStack } from 'styled-system/recipes';

export interface CriticalErrorTexts {
  title: string;
  text: string;
  retry: string;
}

// Without a catalogue nothing can be translated, so the last resort speaks English and Kreyòl.
export const FALLBACK_CRITICAL_TEXTS: CriticalErrorTexts = {
  title: 'Temporary problem · Pwoblèm tanporè',
  text: 'We have a temporary problem and our developers are already working on it. · Nou gen yon pwoblèm tanporè, devlopè nou yo ap travay sou li deja.',
  retry: 'Try again · Eseye ankò',
};

/** docs/product.md#routes-fallbacks critical error screen: a temporary problem that developers are working on. */
export function CriticalErrorScreen({ texts, onRetry }: { texts: CriticalErrorTexts; onRetry: () => void }) {
  return (
    <main
      data-testid="critical-error"
      className={cx(
        messageStack(),
        css({
          minH: '100dvh',
          justifyContent: 'center',
          gap: '4',
          p: '6',
        }),
      )}
    >
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{texts.title}</h1>
      <p className={css({ color: 'textMuted', maxW: '30rem' })}>{texts.text}</p>
      <button type="button" onClick={onRetry} className={button()}>
        {texts.retry}
      </button>
    </main>
  );
}
