import {
  toEnquiryForm as toEnquiryFormFrom,
  addFeature,
  enquiryFormSchema,
  type EnquiryForm,
} from '@36x/common';
import { activityOp } from '../activities/activity-service';
import { moveToTrash } from '../trash/trash-service';
import { auditOp, changeSummary, type AuditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import { sentFieldsOnly, validateBody } from '../http/validate';
import { COLLECTIONS, type Doc, type Store } from '../store/store';

export type EnquiryFormRecord = Omit<EnquiryForm, 'id'> & Record<string, unknown>;
export const ENQUIRY_FORM_NOT_FOUND = 'Enquiry form not found';

export function toEnquiryForm(d: Doc<Record<string, unknown>>): EnquiryForm {
  return toEnquiryFormFrom(d.id, d);
}

/** Features keep the form's rule (ADMIN-VALID-3): blank and repeated entries are dropped. */
const cleanFeatures = (features: string[]) => features.reduce<string[]>((acc, f) => addFeature(acc, f), []);

/** Newest first. Visitors see active forms only; staff see all. */
export async function listEnquiryForms(store: Store, staff: boolean): Promise<EnquiryForm[]> {
  const docs = await store.list<EnquiryFormRecord>(COLLECTIONS.enquiryForms, {
    ...(staff ? {} : { where: { isActive: true } }),
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  return docs.map(toEnquiryForm);
}

export async function createEnquiryForm(store: Store, by: AuditBy, body: unknown): Promise<EnquiryForm> {
  const input = validateBody(enquiryFormSchema, body);
  const now = nowIso();
  const id = store.newId();
  const data: EnquiryFormRecord = {
    ...input,
    features: cleanFeatures(input.features),
    createdAt: now,
    updatedAt: now,
  };
  await store.batch([
    { op: 'create', collection: COLLECTIONS.enquiryForms, id, data },
    activityOp(store, 'other', 'created', `New enquiry form: ${input.title}`, by),
    auditOp(store, by, {
      type: 'enquiry-form',
      action: 'created',
      targetId: id,
      target: input.title,
      summary: input.isActive === false ? 'inactive' : 'active',
    }),
  ]);
  return toEnquiryForm({ ...data, id });
}

export async function updateEnquiryForm(
  store: Store,
  by: AuditBy,
  id: string,
  body: unknown,
): Promise<EnquiryForm> {
  const existing = await store.get<EnquiryFormRecord>(COLLECTIONS.enquiryForms, id);
  if (!existing) throw new ApiError(404, ENQUIRY_FORM_NOT_FOUND);
  const sent = sentFieldsOnly(validateBody(enquiryFormSchema, body), body);
  const patch: Partial<EnquiryFormRecord> = { ...sent, updatedAt: nowIso() };
  if (sent.features) patch.features = cleanFeatures(sent.features);
  const next = { ...existing, ...patch } as Doc<EnquiryFormRecord>;
  await store.batch([
    { op: 'update', collection: COLLECTIONS.enquiryForms, id, data: patch },
    activityOp(store, 'other', 'updated', `Enquiry form updated: ${next.title}`, by),
    auditOp(store, by, {
      type: 'enquiry-form',
      action: 'updated',
      targetId: id,
      target: next.title,
      summary: changeSummary(existing, patch, ['title', 'isActive', 'icon', 'description', 'features']),
    }),
  ]);
  return toEnquiryForm(next);
}

export async function deleteEnquiryForm(store: Store, by: AuditBy, id: string): Promise<void> {
  // ADMIN-PUBLISH-9: to the trash for 30 days, restorable by admins.
  await moveToTrash(store, by, 'enquiryForm', id, ENQUIRY_FORM_NOT_FOUND);
}
