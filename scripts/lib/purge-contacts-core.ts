// The part of `npm run purge-contacts` that purges: the API's own code (SqliteStore + purgeContacts), so local mode
// applies exactly the retention rule the scheduled function applies in production. scripts/purge-contacts.mjs bundles
// this file with esbuild when it runs.
import { purgeContacts } from '../../functions/src/contacts/contact-service';
import { SqliteStore } from '../../functions/src/store/sqlite-store';

export async function purgeLocal(
  sqliteFile: string,
  months: number,
): Promise<{ purged: number; before: string }> {
  const store = new SqliteStore(sqliteFile);
  try {
    return await purgeContacts(store, 'schedule', new Date(), months);
  } finally {
    await store.close();
  }
}
