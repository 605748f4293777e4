import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mocks/api';
import { actOnNotifications } from './notifications.server';

const post = (address: string, fields: Record<string, string>) => {
  const url = new URL(address, 'http://localhost');
  const request = new Request(`http://localhost${url.pathname}.data${url.search}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return { request, url };
};

describe('Mark read and Mark all read', () => {
  it('go back to the page of notices they were sent from, which says so', async () => {
    const calls: string[] = [];
    mockApi({
      'PATCH /notifications/n1/read': () => {
        calls.push('read n1');
        return { modifiedCount: 1 };
      },
      'POST /notifications/read-all': () => {
        calls.push('read all');
        return { modifiedCount: 3 };
      },
    });
    const one = post('/dashboard/notifications?cursor=c2', { intent: 'read', id: 'n1' });
    const read = await actOnNotifications(one.request, one.url);
    if (!(read instanceof Response)) throw new Error('Expected a redirect');
    expect(read.headers.get('location')).toBe('/dashboard/notifications?cursor=c2');
    expect(read.headers.get('set-cookie')).toContain('notice=notificationRead');

    const all = post('/dashboard/notifications', { intent: 'readAll', id: 'all' });
    const readAll = await actOnNotifications(all.request, all.url);
    if (!(readAll instanceof Response)) throw new Error('Expected a redirect');
    expect(readAll.headers.get('location')).toBe('/dashboard/notifications');
    expect(readAll.headers.get('set-cookie')).toContain('notice=notificationsAllRead');
    expect(calls).toEqual(['read n1', 'read all']);
  });
});
