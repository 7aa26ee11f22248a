// docs/product.md#routes-footer Mobile footer tabs: live, sport, my bets, games, menu (below lg).
import { css } from 'styled-system/css';
import { useServices } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../ui/icon';
import { mobileTabItems } from './nav-items';
import { NavLink } from './nav-link';

export function MobileTabBar() {
  const { origin } = useServices();
  const t = useT();
  return (
    <nav
      aria-label={t('nav.tabs')}
      data-testid="mobile-tabs"
      className={css({
        display: { base: 'block', lg: 'none' },
        position: 'fixed',
        insetX: '0',
        bottom: '0',
        zIndex: 30,
        bg: 'night.950',
        borderTopWidth: '1px',
        borderColor: 'border',
        pb: 'env(safe-area-inset-bottom)',
        '[data-game-landscape] &': { display: 'none' },
      })}
    >
      <ul
        className={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(5, 1fr)',
          listStyle: 'none',
          h: 'tabBarHeight',
        })}
      >
        {mobileTabItems(origin).map((item) => (
          <li key={item.label} className={css({ display: 'flex' })}>
            <NavLink
              item={item}
              className={css({
                flex: '1',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: '0.5',
                fontSize: 'xs',
                color: 'textMuted',
                fontWeight: 'medium',
                _current: { color: 'accent' },
              })}
            >
              {item.icon && <Icon name={item.icon} size={22} />}
              <span>{t(item.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
