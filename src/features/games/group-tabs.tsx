// docs/product.md#routes-list home group tabs with the search dropdown: one link per game group (in the server's sort
// order), and the game search beside them.
import { Link, useRoute } from 'wouter';
import { css, cx } from 'styled-system/css';
import { choiceChip } from 'styled-system/recipes';
import type { GameGroup } from '../../../contract/schemas/games';
import { useT } from '../../i18n/use-t';
import { groupPath } from './game-links';
import { GameSearch } from './game-search';

export function GroupTabs({ groups }: { groups: GameGroup[] }) {
  const t = useT();
  const [, params] = useRoute('/games/:groupAlias/*?');
  const current = params?.groupAlias;
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', md: 'row' },
        gap: '3',
        alignItems: { md: 'center' },
      })}
    >
      <nav aria-label={t('games.groups')} className={css({ flex: '1', minW: '0' })}>
        <ul
          className={css({
            display: 'flex',
            gap: '2',
            overflowX: 'auto',
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
          })}
        >
          <li className={css({ flexShrink: 0 })}>
            <Link href="/" className={tab} aria-current={current === undefined ? 'page' : undefined}>
              {t('games.allGroups')}
            </Link>
          </li>
          {groups.map((group) => (
            <li key={group.id} className={css({ flexShrink: 0 })}>
              <Link
                href={groupPath(group.alias)}
                className={tab}
                aria-current={current === group.alias ? 'page' : undefined}
              >
                {group.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <GameSearch />
    </div>
  );
}

const tab = cx(
  choiceChip(),
  css({
    h: '10',
    px: '4',
    borderRadius: 'full',
    fontSize: 'sm',
    whiteSpace: 'nowrap',
  }),
);
