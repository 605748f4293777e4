import {
  dehydrate,
  hashKey,
  hydrate,
  QueryObserver,
  type QueryClient,
} from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRESH_FROM_PAGE_MS, noteAnswersFromPage } from './answers-from-page';
import { createQueryClient } from './query-client';

const KEY = ['campaigns', 'detail', 'c1'];

/** The answer as the server's render fetched it, handed to a new browser client. */
function browserWithPageAnswer() {
  const server = createQueryClient();
  server.setQueryData(KEY, { petName: 'Biscuit' });
  const browser = createQueryClient();
  hydrate(browser, dehydrate(server));
  noteAnswersFromPage(browser, [hashKey(KEY)]);
  return browser;
}

/** A screen mounting: an observer of the query, as `useQuery` makes, with staleTime 0. */
function mount(client: QueryClient, queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(client, { queryKey: KEY, queryFn, staleTime: 0 });
  return observer.subscribe(() => {});
}

describe('answers that came with the page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are not asked for again by the screens taking the page over', () => {
    const client = browserWithPageAnswer();
    const queryFn = vi.fn(() => Promise.resolve({ petName: 'Biscuit' }));
    mount(client, queryFn)();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('are asked for again once they are no longer fresh', () => {
    const client = browserWithPageAnswer();
    vi.advanceTimersByTime(FRESH_FROM_PAGE_MS);
    const queryFn = vi.fn(() => Promise.resolve({ petName: 'Biscuit' }));
    mount(client, queryFn)();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('are asked for again after a change invalidated them', async () => {
    const client = browserWithPageAnswer();
    await client.invalidateQueries({ queryKey: KEY, refetchType: 'none' });
    const queryFn = vi.fn(() => Promise.resolve({ petName: 'Biscuit' }));
    mount(client, queryFn)();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('leave the rest of the cache as its staleTime says', () => {
    const client = createQueryClient();
    client.setQueryData(KEY, { petName: 'Biscuit' });
    const queryFn = vi.fn(() => Promise.resolve({ petName: 'Biscuit' }));
    mount(client, queryFn)();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
