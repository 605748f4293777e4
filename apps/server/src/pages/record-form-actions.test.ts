import { describe, expect, it } from 'vitest';
import { petBody } from '../../test/fixtures';
import { visibleHtml, WEB_DIST_DIR } from '../../test/html';
import {
  bearer,
  createUser,
  json,
  testDatabases,
  useTestApp,
  type SignedInUser,
} from '../../test/helpers';

/**
 * The forms about records (Adopt Now, the pet listing's search, Add and Update pet, Create and
 * Update campaign, Payment) sent the browser's own way: before the page's script runs, or with
 * JavaScript off. Each goes to its page's route action, which answers as the script does.
 */

describe.each(testDatabases)('record forms sent without JavaScript, on %s', (database) => {
  const t = useTestApp({
    database,
    config: { webDistDir: WEB_DIST_DIR },
  });

  const open = (url: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(cookie && { cookie }) },
    });

  const addPetAs = async (owner: SignedInUser, overrides: Parameters<typeof petBody>[0] = {}) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: bearer(owner.token),
      payload: petBody(overrides),
    });
    return json<{ insertedId: string }>(created).insertedId;
  };

  describe('the pet listing search', () => {
    it('is two GET forms of the listing, each carrying the other filter', async () => {
      const owner = await createUser(t.app);
      await addPetAs(owner, { petName: 'Zigzag Findme', category: 'bird' });
      await addPetAs(owner, { petName: 'Zigzag Other', category: 'fish' });

      const page = await open('/petListing?category=bird', owner.cookie);
      expect(page.statusCode).toBe(200);
      const forms = [...visibleHtml(page.body).matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)]
        .map(([form]) => form)
        .filter((form) => form.includes('role="search"'));
      expect(forms).toHaveLength(2);
      for (const form of forms) {
        expect(form).toMatch(/method="get"/);
        expect(form).toMatch(/action="\/petListing"/);
      }
      const [byName = '', byCategory = ''] = forms;
      expect(byName).toMatch(/<input[^>]*name="search"/);
      expect(byName).toMatch(/<input type="hidden" name="category" value="bird"/);
      expect(byCategory).toMatch(/<select[^>]*name="category"/);

      // What the browser opens when the name form is sent: both filters, answered by the loader.
      const found = await open('/petListing?search=zigzag&category=bird', owner.cookie);
      const html = visibleHtml(found.body);
      expect(html).toContain('Zigzag Findme');
      expect(html).not.toContain('Zigzag Other');
      expect(html).toMatch(/<input type="hidden" name="search" value="zigzag"/);
    });
  });
});
