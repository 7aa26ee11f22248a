// A carousel fed by one query (popular games, latest articles): skeleton slides while it loads, the
// slides once it has data, and a retry line (keeping the section's heading) when it failed.
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Carousel, type SlidesPerView } from './carousel';
import { LoadFailed } from '../../ui/load-failed';
import { queryViewState } from '../../ui/query-view';

/** The card a slide is drawn in (a link that lights up on hover). */
export const slideCard = cx(
  card({ padded: false }),
  css({
    display: 'flex',
    flexDirection: 'column',
    h: '100%',
    overflow: 'hidden',
    color: 'text',
    transition: 'border-color 0.15s',
    _hover: { borderColor: 'accent' },
  }),
);

export function QueryCarousel({
  testId,
  label,
  heading,
  failedMessage,
  query,
  slides,
  skeletons,
  slidesPerView,
}: {
  testId: string;
  label: string;
  heading?: ReactNode;
  failedMessage: string;
  query: { isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** null while there is no data yet. */
  slides: ReactNode[] | null;
  skeletons: ReactNode[];
  slidesPerView: SlidesPerView;
}) {
  // The precedence of every query-backed view (query-view.tsx); no slides is still a carousel, never empty.
  const state = queryViewState({ data: slides ?? undefined, isError: query.isError }, () => false);
  if (state === 'failed') {
    return (
      <div
        data-testid={testId}
        data-state="failed"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        {heading}
        <LoadFailed
          variant="inline"
          message={failedMessage}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  return (
    <div data-testid={testId} data-state={state} aria-busy={state === 'loading' || undefined}>
      <Carousel label={label} heading={heading} slides={slides ?? skeletons} slidesPerView={slidesPerView} />
    </div>
  );
}
