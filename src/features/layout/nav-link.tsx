import { Link, useLocation, useSearch } from 'wouter';
import type { NavItem } from './nav-items';

/** A nav link that marks itself current with aria-current, styled through the `_current` condition. */
export function NavLink({
  item,
  className,
  children,
}: {
  item: NavItem;
  className?: string;
  children: React.ReactNode;
}) {
  const [path] = useLocation();
  const search = useSearch();
  const current = item.match(path, search);
  return (
    <Link href={item.href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
