import type { PageList } from '../../../federation.pages';
import { loadRecords } from '../model/load-records';

/**
 * A remote's pages.json checked (./page-list-schema.ts). Its zod schema loads on the first call: a
 * page that came with its lists in the HTML never needs it.
 */
export async function parsePageList(
  json: unknown,
  remote: string,
): Promise<{ list: PageList | null; problems: string[] }> {
  return (await loadRecords()).parsePageList(json, remote);
}
