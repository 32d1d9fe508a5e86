import { useState } from 'react';
import {
  FormControl,
  FormHelperText,
  FormLabel,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import {
  DEFAULT_ENQUIRY_ICON,
  ENQUIRY_ICONS,
  LIMITS,
  addFeature,
  enquiryFormSchema,
  type EnquiryForm,
} from '@36x/common';
import { useSaveEnquiryForm } from '../api/enquiry-forms';
import { textFieldProps } from './form-helpers';
import { useModalForm } from './use-modal-form';
import { FeatureListField } from './FeatureListField';
import { ModalFrame } from './ModalFrame';
import { ActiveSwitch } from './ActiveSwitch';
import { countedFieldProps } from './HelperWithCount';

interface Props {
  open: boolean;
  enquiryForm: EnquiryForm | null;
  onClose: () => void;
}

interface EnquiryValues {
  title: string;
  icon: string;
  isActive: boolean;
  image: string;
  description: string;
  googleFormUrl: string;
  features: string[];
}

const toValues = (f: EnquiryForm | null): EnquiryValues => ({
  title: f?.title ?? '',
  icon: f?.icon ?? DEFAULT_ENQUIRY_ICON,
  isActive: f?.isActive ?? true,
  image: f?.image ?? '',
  description: f?.description ?? '',
  googleFormUrl: f?.googleFormUrl ?? '',
  features: f?.features ?? [],
});

/** Create or edit an enquiry form (ADMIN-MODALS-3, ADMIN-VALID-3, ADMIN-MSG-1). */
export function EnquiryFormModal({ open, enquiryForm, onClose }: Props) {
  const editing = !!enquiryForm;
  const save = useSaveEnquiryForm();
  const [featureDraft, setFeatureDraft] = useState('');
  const { form, frame } = useModalForm({
    draftKey: `enquiry-form:${enquiryForm?.id ?? 'new'}`,
    initialValues: toValues(enquiryForm),
    validationSchema: enquiryFormSchema,
    toInput: (values) => {
      // Decision: a feature typed but not yet added is taken in on save (same non-blank, not-duplicate rule), since
      // dropping text the person can still see in the box would surprise them.
      const features = addFeature(values.features, featureDraft);
      return enquiryFormSchema.validate({ ...values, features }, { stripUnknown: true });
    },
    save: (input) => save.mutateAsync({ id: enquiryForm?.id, input }),
    success: editing
      ? { title: 'Enquiry Form Updated', description: 'The enquiry form has been updated successfully.' }
      : { title: 'Enquiry Form Created', description: 'The enquiry form has been created successfully.' },
    failure: editing
      ? 'There was an error updating the enquiry form.'
      : 'There was an error creating the enquiry form.',
    onSaved: onClose,
  });
  const iconError = form.touched.icon && form.errors.icon ? form.errors.icon : undefined;
  const featuresError = typeof form.errors.features === 'string' ? form.errors.features : undefined;

  return (
    <ModalFrame
      open={open}
      id="enquiry-form-modal"
      title={editing ? 'Edit Enquiry Form' : 'Create New Enquiry Form'}
      submitLabel={editing ? 'Update Form' : 'Create Form'}
      pendingLabel={editing ? 'Updating...' : 'Creating...'}
      onClose={onClose}
      {...frame}
    >
      <TextField label="Title" required fullWidth {...textFieldProps(form, 'title')} />
      <FormControl error={!!iconError}>
        <FormLabel id="enquiry-icon-label" sx={{ mb: 1 }}>
          Icon
        </FormLabel>
        <ToggleButtonGroup
          exclusive
          aria-labelledby="enquiry-icon-label"
          value={form.values.icon}
          onChange={(_, icon: string | null) => {
            if (icon) void form.setFieldValue('icon', icon);
          }}
          sx={{
            flexWrap: 'wrap',
            gap: 1,
            '& .MuiToggleButtonGroup-grouped': {
              border: 1,
              borderColor: 'divider',
              borderRadius: '8px !important',
              m: 0,
            },
          }}
        >
          {ENQUIRY_ICONS.map((icon) => (
            <ToggleButton
              key={icon}
              value={icon}
              aria-label={`Icon ${icon}`}
              sx={{ fontSize: 22, width: 48, height: 48, p: 0 }}
            >
              <span aria-hidden>{icon}</span>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {iconError && <FormHelperText>{iconError}</FormHelperText>}
      </FormControl>
      <ActiveSwitch
        form={form}
        activeLabel="Active (shown on the public Enquiry page)"
        inactiveLabel="Inactive (hidden from visitors)"
      />
      <TextField
        label="Image URL"
        fullWidth
        placeholder="https://example.com/image.jpg"
        {...textFieldProps(form, 'image', 'Optional')}
      />
      <TextField
        label="Description"
        required
        fullWidth
        multiline
        minRows={3}
        {...countedFieldProps(form, 'description', LIMITS.enquiryDescriptionMax)}
      />
      <TextField
        label="Google Form URL"
        required
        fullWidth
        placeholder="https://forms.gle/..."
        {...textFieldProps(form, 'googleFormUrl')}
      />
      <FeatureListField
        features={form.values.features}
        onChange={(features) => void form.setFieldValue('features', features)}
        draft={featureDraft}
        onDraftChange={setFeatureDraft}
        error={featuresError}
      />
    </ModalFrame>
  );
}
