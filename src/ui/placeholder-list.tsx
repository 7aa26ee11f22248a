// What a list shows while it loads: `count` empty boxes hidden from screen readers, which hear "Loading" instead.
import { Fragment } from 'react';

export function PlaceholderList({
  count,
  listClassName,
  itemClassName,
  loadingLabel,
}: {
  count: number;
  listClassName: string;
  itemClassName: string;
  /** The status a screen reader announces ("Loading…"). */
  loadingLabel: string;
}) {
  return (
    <Fragment>
      <ul aria-hidden="true" className={listClassName}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={itemClassName} />
        ))}
      </ul>
      <span role="status" className="sr-only">
        {loadingLabel}
      </span>
    </Fragment>
  );
}
