import * as z from '../shared/zod';
import type { PageDeclaration, PageList } from '../../../federation.pages';

// A remote's pages.json as the shell reads it at run time (federation.pages.ts): from another team's
// deploy, so it is checked before the router, menu or server render trust a line of it.

const segmentPath = z.string().check(z.regex(/^\/[A-Za-z0-9\-_:/]*$/), z.maxLength(200));
const argument = z.union([z.object({ path: z.string() }), z.object({ query: z.string() })]);

const pageSchema = z.object({
  module: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]*$/)),
  paths: z.array(segmentPath).check(z.minLength(1), z.maxLength(20)),
  access: z.enum(['public', 'signed-in', 'admin']),
  serverRendered: z.boolean(),
  ownHead: z.boolean(),
  start: z.optional(z.object({ starter: z.string(), args: z.optional(z.record(z.string(), argument)) })),
  memberStart: z.optional(z.object({ starter: z.string() })),
  menu: z.optional(
    z.object({
      label: z.union([z.string(), z.object({ en: z.string(), id: z.string() })]),
      icon: z.string(),
      // any lucide icon the remote chose, as drawn: shapes and their geometry (the shell draws only those)
      drawing: z.optional(
        z.object({
          name: z.string(),
          node: z
            .array(z.tuple([z.string(), z.record(z.string(), z.string())]))
            .check(z.maxLength(50)),
        }),
      ),
      group: z.enum(['main', 'more']),
      order: z.number(),
      audience: z.enum(['everyone', 'signed-in', 'admin']),
      highlighted: z.optional(z.boolean()),
      to: z.optional(segmentPath),
    }),
  ),
  listed: z.optional(z.array(segmentPath).check(z.maxLength(1000))),
});

const listSchema = z.object({
  remote: z.string(),
  buildVersion: z.string(),
  pages: z.array(z.unknown()).check(z.maxLength(200)),
});

/**
 * A remote's pages.json checked: a page that does not read right is left out (and said so), the rest
 * are kept. Null, with the problem, when the file is no page list of `remote` at all.
 */
export function parsePageList(json: unknown, remote: string): { list: PageList | null; problems: string[] } {
  const outer = listSchema.safeParse(json);
  if (!outer.success)
    return { list: null, problems: [`${remote}: pages.json is no page list (${outer.error.message})`] };
  if (outer.data.remote !== remote)
    return { list: null, problems: [`${remote}: pages.json is the list of ${outer.data.remote}`] };
  const problems: string[] = [];
  const pages: PageDeclaration[] = [];
  outer.data.pages.forEach((candidate, index) => {
    const page = pageSchema.safeParse(candidate);
    if (page.success) pages.push(page.data);
    else problems.push(`${remote}: page ${index} of pages.json is left out (${page.error.message})`);
  });
  return { list: { remote, buildVersion: outer.data.buildVersion, pages }, problems };
}
