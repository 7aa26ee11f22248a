// The app's query cache (src/app/query-client.ts): while a logout runs no read of the player's own data starts
// (docs/product.md#flows-session); other reads go on, and the held ones go on when the hold ends.
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isPlayerQuery, newQueryClient } from '../../src/app/query-client';

describe('the query cache', () => {
  it('tells the player data by its key', () => {
    expect(isPlayerQuery({ queryKey: ['user', 'favourites'] })).toBe(true);
    expect(isPlayerQuery({ queryKey: ['player', 'history', 'bets'] })).toBe(true);
    expect(isPlayerQuery({ queryKey: ['games', 'user'] })).toBe(false);
    expect(isPlayerQuery({ queryKey: ['promo', 'offer', 'x'] })).toBe(false);
  });

  it('starts no player read while reads are held, other reads as usual; they start once the hold ends', async () => {
    let held = true;
    const client = newQueryClient(() => held);
    const asked: string[] = [];
    const observe = (key: string[]) => {
      const observer = new QueryObserver(client, {
        queryKey: key,
        queryFn: async () => {
          asked.push(key.join('/'));
          return key.length;
        },
      });
      return observer.subscribe(() => {});
    };
    const stops = [observe(['user', 'recent']), observe(['player', 'history']), observe(['games', 'list'])];
    await Promise.resolve();
    expect(asked).toEqual(['games/list']);
    held = false;
    await client.refetchQueries({ predicate: isPlayerQuery, type: 'active' });
    expect(asked.toSorted()).toEqual(['games/list', 'player/history', 'user/recent']);
    for (const stop of stops) stop();
  });

  it('holds nothing when no hold is given (the server render)', async () => {
    const client = newQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['user', 'limits'], queryFn: async () => 1 });
    const stop = observer.subscribe(() => {});
    await expect.poll(() => observer.getCurrentResult().data).toBe(1);
    stop();
  });
});
