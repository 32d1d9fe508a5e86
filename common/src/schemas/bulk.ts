import * as yup from 'yup';

/**
 * What the bulk actions share (posts, ADMIN-PUBLISH; enquiries, CONTACT-LEADS-6): the items are chosen by id or by a
 * filter, never both; by id, at least one and at most `max`, each an id the staff list could have sent.
 */
export function bulkIdsField(max: number, tooMany: string, unknownItem: string) {
  return yup
    .array(yup.string().strict().required(unknownItem).max(128, unknownItem))
    .strict()
    .max(max, tooMany)
    .optional();
}

/** The `which` test: ids or a filter, not both and not neither. */
export const idsOrFilter = (v: { ids?: unknown; filter?: unknown }) =>
  (v.ids === undefined) !== (v.filter === undefined);

/** The `chosen` test: chosen by id, at least one. */
export const someIds = (v: { ids?: readonly unknown[] }) => v.ids === undefined || v.ids.length > 0;
