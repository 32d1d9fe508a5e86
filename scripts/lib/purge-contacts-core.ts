// The part of `npm run purge-contacts` that purges: the API's own code (SqliteStore + purgeContacts), so local mode
// applies exactly the retention rule the scheduled function applies in production. scripts/purge-contacts.mjs bundles
// this file with esbuild when it runs.
import { purgeSpentAuthTokens, type SpentTokens } from '../../functions/src/auth/spent-tokens';
import { purgeContacts } from '../../functions/src/contacts/contact-service';
import { purgePendingSubscribers } from '../../functions/src/newsletter/subscribers';
import { SqliteStore } from '../../functions/src/store/sqlite-store';
import { purgeTrash } from '../../functions/src/trash/trash-service';

export async function purgeLocal(
  sqliteFile: string,
  months: number,
): Promise<{ purged: number; before: string; trash: number; pending: number; spent: SpentTokens }> {
  const store = new SqliteStore(sqliteFile);
  try {
    const contacts = await purgeContacts(store, 'schedule', new Date(), months);
    // ADMIN-PUBLISH-9: the daily run also deletes what has been in the trash for 30 days.
    // And newsletter sign-ups never confirmed (PENDING_SUBSCRIBER_DAYS), as the privacy notice says.
    const trash = await purgeTrash(store);
    const pending = await purgePendingSubscribers(store, new Date());
    // Sign-in links and two-factor challenges that can no longer be used (decision 050).
    return { ...contacts, trash, pending, spent: await purgeSpentAuthTokens(store, Date.now()) };
  } finally {
    await store.close();
  }
}
