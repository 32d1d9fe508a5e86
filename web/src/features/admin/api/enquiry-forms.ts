import { API, type EnquiryForm, type EnquiryFormInput } from '@36x/common';
import { contentHooks } from './content-hooks';

const enquiryForms = contentHooks<EnquiryForm, EnquiryFormInput>('enquiryForms', {
  list: API.enquiryForms,
  item: API.enquiryForm,
});

/** Every enquiry form, inactive ones included (the staff view of GET /api/enquiry-forms). */
export const useAdminEnquiryForms = enquiryForms.useList;
export const useSaveEnquiryForm = enquiryForms.useSave;
export const useDeleteEnquiryForm = enquiryForms.useDelete;
