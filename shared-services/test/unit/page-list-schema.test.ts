import { describe, expect, it } from 'vitest';
import { parsePageList } from '../../src/pages/page-list-schema';

describe('parsePageList', () => {
  const page = { module: 'HomePage', paths: ['/'], access: 'public', serverRendered: true, ownHead: true };

  it('keeps the good pages of a list and leaves out, with a reason, one that does not read right', () => {
    const { list, problems } = parsePageList(
      {
        remote: 'mf_catalog',
        buildVersion: 'abc',
        pages: [
          page,
          { ...page, paths: ['/x"><script>'] },
          { ...page, access: 'root' },
          { ...page, module: '../evil' },
        ],
      },
      'mf_catalog',
    );
    expect(list?.pages).toEqual([page]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('mf_catalog: page 1 of pages.json is left out');
  });

  it('refuses what is no list, or the list of another remote', () => {
    expect(parsePageList('<html>', 'mf_catalog').list).toBeNull();
    expect(parsePageList({ remote: 'mf_catalog', buildVersion: 'a', pages: {} }, 'mf_catalog').list).toBeNull();
    expect(parsePageList({ remote: 'mf_admin', buildVersion: 'a', pages: [] }, 'mf_catalog')).toEqual({
      list: null,
      problems: ['mf_catalog: pages.json is the list of mf_admin'],
    });
  });
});
