import {
  toEnquiryForm as toEnquiryFormFrom,
  addFeature,
  enquiryFormSchema,
  type EnquiryForm,
} from '@36x/common';
import type { AuditBy } from '../audit/audit-service';
import { createCrudService } from '../http/crud-service';
import { COLLECTIONS, type Doc, type Store } from '../store/store';

export type EnquiryFormRecord = Omit<EnquiryForm, 'id'> & Record<string, unknown>;
export const ENQUIRY_FORM_NOT_FOUND = 'Enquiry form not found';

export function toEnquiryForm(d: Doc<Record<string, unknown>>): EnquiryForm {
  return toEnquiryFormFrom(d.id, d);
}

/** Features keep the form's rule (ADMIN-VALID-3): blank and repeated entries are dropped. */
const cleanFeatures = (features: string[]) => features.reduce<string[]>((acc, f) => addFeature(acc, f), []);

const enquiryForms = createCrudService({
  collection: COLLECTIONS.enquiryForms,
  notFound: ENQUIRY_FORM_NOT_FOUND,
  schema: enquiryFormSchema,
  input: (input) => input,
  toRecord: (input) => ({ ...input, features: cleanFeatures(input.features) }),
  derive: (sent) => (sent.features ? { features: cleanFeatures(sent.features) } : {}),
  toEntity: toEnquiryForm,
  trashKind: 'enquiryForm',
  activity: { type: 'other', noun: 'enquiry form' },
  audit: {
    type: 'enquiry-form',
    fields: ['title', 'isActive', 'icon', 'description', 'features'],
    createdSummary: (input) => (input.isActive === false ? 'inactive' : 'active'),
  },
});

/** Newest first. Visitors see active forms only; staff see all. */
export const listEnquiryForms = (store: Store, staff: boolean): Promise<EnquiryForm[]> =>
  enquiryForms.list(store, staff ? undefined : { isActive: true });
export const createEnquiryForm = (store: Store, by: AuditBy, body: unknown): Promise<EnquiryForm> =>
  enquiryForms.create(store, by, body);
export const updateEnquiryForm = (
  store: Store,
  by: AuditBy,
  id: string,
  body: unknown,
): Promise<EnquiryForm> => enquiryForms.update(store, by, id, body);
export const deleteEnquiryForm = (store: Store, by: AuditBy, id: string): Promise<void> =>
  enquiryForms.remove(store, by, id);
