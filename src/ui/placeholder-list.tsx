// What a list shows while it loads: `count` empty boxes hidden from screen readers, which hear "Loading" instead.
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
    <>
      <ul aria-hidden="true" className={listClassName}>
        {Array.from({ length: count }, (_, n) => n).map((n) => (
          <li key={n} className={itemClassName} />
        ))}
      </ul>
      <span role="status" className="sr-only">
        {loadingLabel}
      </span>
    </>
  );
}
