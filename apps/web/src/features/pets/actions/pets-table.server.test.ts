import { texts } from '@pet-adoption/shared';
import type { ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/testing/mocks/api';
import { makePet } from '@/testing/mocks/data';
import { actOnPetRow } from './pets-table.server';

/*
 * A pet table's row, whoever sends it: the browser (back to the table with a notice, or to the
 * page that asks first) or the page's script (`answer=inPlace`: the same words, answered in place).
 */

const table = '/dashboard/myAddedPets';

/** The action's arguments as the router gives them: a script's request ends in `.data`. */
function post(fields: [string, string][], { byScript = false, search = '' } = {}) {
  const url = new URL(`http://localhost${table}${search}`);
  const sent = new URL(`http://localhost${table}${byScript ? '.data' : ''}${search}`);
  const body = new URLSearchParams(byScript ? [...fields, ['answer', 'inPlace']] : fields);
  const request = new Request(sent, { method: 'POST', body });
  return { request, url, params: {}, context: {}, pattern: table } as unknown as ActionFunctionArgs;
}

/** What the action answered: a redirect, or data (with its status, if set). */
function answerOf(result: unknown) {
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get('location'),
      cookie: decodeURIComponent(result.headers.get('set-cookie') ?? ''),
    };
  }
  if (typeof result === 'object' && result !== null && 'init' in result && 'data' in result) {
    const { data, init } = result as { data: Record<string, unknown>; init: { status?: number } };
    return { status: init.status ?? 200, ...data };
  }
  return { status: 200, ...(result as Record<string, unknown>) };
}

const milo = makePet({ _id: 'p1', petName: 'Milo' });

describe('a pet row, sent by the browser', () => {
  it('marks the pet adopted, then back to the table with the notice', async () => {
    let patched: unknown = null;
    mockApi({
      'GET /petListing/p1': () => milo,
      'PATCH /petListing/p1': ({ init }) => {
        patched = JSON.parse(init?.body as string);
        return { modifiedCount: 1 };
      },
    });
    const answer = answerOf(
      await actOnPetRow(
        post([
          ['intent', 'adopted'],
          ['id', 'p1'],
          ['adopted', 'true'],
        ]),
        table,
      ),
    );
    expect(patched).toEqual({ adopted: true });
    expect(answer).toMatchObject({ status: 302, location: table });
    expect(answer.cookie).toContain('petMarkedAdopted:Milo');
  });

  it('asks first before a delete, at the address the table was on', async () => {
    mockApi({});
    const answer = answerOf(
      await actOnPetRow(
        post(
          [
            ['intent', 'delete'],
            ['id', 'p1'],
          ],
          { search: '?cursor=c2' },
        ),
        table,
      ),
    );
    expect(answer).toMatchObject({
      status: 303,
      location: `${table}?cursor=c2&confirm=delete&id=p1`,
    });
  });

  it("refuses a form no row sends, and says the API's refusal at the table's top", async () => {
    mockApi({
      'GET /petListing/p1': () => milo,
      'DELETE /petListing/p1': () =>
        json({ error: { code: 'FORBIDDEN', message: 'Not your pet.' } }, 403),
    });
    expect(
      answerOf(
        await actOnPetRow(
          post([
            ['intent', 'adopted'],
            ['id', 'p1'],
          ]),
          table,
        ),
      ),
    ).toMatchObject({ status: 400, refusal: { message: texts.forms.unexpected } });
    expect(
      answerOf(
        await actOnPetRow(
          post([
            ['intent', 'delete'],
            ['id', 'p1'],
            ['confirmed', 'yes'],
          ]),
          table,
        ),
      ),
    ).toMatchObject({ status: 400, refusal: { message: 'Not your pet.' } });
  });
});

describe('a pet row, sent by the page’s script', () => {
  it('deletes once confirmed and answers the notice in place, with no cookie', async () => {
    let deleted = false;
    mockApi({
      'GET /petListing/p1': () => milo,
      'DELETE /petListing/p1': () => {
        deleted = true;
        return { deletedCount: 1 };
      },
    });
    const result = await actOnPetRow(
      post(
        [
          ['intent', 'delete'],
          ['id', 'p1'],
          ['confirmed', 'yes'],
        ],
        { byScript: true },
      ),
      table,
    );
    expect(deleted).toBe(true);
    expect(result).toEqual({ done: texts.dashboard.petDeleted('Milo') });
  });

  it("asks first at the page's own address, not the script's request's", async () => {
    mockApi({});
    const answer = answerOf(
      await actOnPetRow(
        post(
          [
            ['intent', 'delete'],
            ['id', 'p1'],
          ],
          { byScript: true },
        ),
        table,
      ),
    );
    expect(answer).toMatchObject({ status: 303, location: `${table}?confirm=delete&id=p1` });
  });
});
