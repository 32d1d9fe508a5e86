import { useEffect, useRef, useState, type RefObject } from 'react';
import { Alert, AlertTitle, Box, Button, Grid, Link, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useFormik } from 'formik';
import { CONTACT_SUBJECTS, contactSchema } from '@36x/common';
import { ApiRequestError } from '../../lib/api-client';
import { useToast } from '../../components/toast';
import { paths } from '../../lib/paths';
import { typedBeforeStart } from '../../lib/typed-before-start';
import {
  emptyContactForm,
  prefillFromSearch,
  sendContact,
  type ContactFormValues,
  type ContactSubmitted,
} from './send-contact';

const FIELD_ORDER: (keyof ContactFormValues)[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'message',
];

type ContactFormik = ReturnType<typeof useFormik<ContactFormValues>>;

/**
 * The form's state: formik with the shared contact schema, seeded by what a no-script post handed back. A send toasts
 * how it went; a success resets the form and sets `sent`, a failure puts the server's field messages on their fields.
 */
function useContactFormik(submitted: ContactSubmitted | undefined) {
  const { toast } = useToast();
  // A send that went through in the app (the no-script post's success comes in `submitted`).
  const [sent, setSent] = useState(false);
  const serverErrors = submitted?.outcome.status === 'invalid' ? submitted.outcome.errors : undefined;

  const formik = useFormik<ContactFormValues>({
    initialValues: { ...emptyContactForm, ...submitted?.values },
    initialErrors: serverErrors,
    initialTouched: serverErrors
      ? Object.fromEntries(Object.keys(serverErrors).map((field) => [field, true]))
      : undefined,
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      setSent(false);
      try {
        await sendContact(values);
        toast({
          title: 'Message Sent Successfully',
          description: "Thank you for your message. We'll get back to you soon!",
        });
        helpers.resetForm();
        setSent(true);
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'There was an error sending your message. Please try again.',
        });
        const fieldErrors = error instanceof ApiRequestError ? error.body?.errors : undefined;
        if (fieldErrors) helpers.setErrors(fieldErrors);
      }
    },
  });
  return { formik, sent };
}

/**
 * A link from a calculator ("Discuss this with us") fills the subject and a note, and says where it came from. Read
 * after hydration (the page is prerendered, so the server never sees the query string); what the visitor has typed
 * already (before start-up too), or what a no-script post handed back, wins. One update: formik's setValues reads
 * the values of the last render, so a second call here would drop the first.
 * (Compared with the first values: after start-up the page shows the state, so re-adopting it changes nothing.)
 */
function useAdoptTypedAndPrefill(
  formik: ContactFormik,
  formRef: RefObject<HTMLFormElement | null>,
  submitted: ContactSubmitted | undefined,
) {
  const { setValues, initialValues } = formik;
  const { search } = useLocation();
  useEffect(() => {
    const typed = typedBeforeStart(formRef.current, initialValues);
    const prefill = submitted ? {} : prefillFromSearch(search);
    if (Object.keys(prefill).length + Object.keys(typed).length > 0) {
      void setValues((v) => ({ ...v, ...prefill, ...typed }), false);
    }
  }, [formRef, submitted, search, setValues, initialValues]);
}

/**
 * CONTACT-FORM-5: once per failed send (its validation done, or the server's field errors in), focus moves to the
 * first field in error; never again until the next send, so typing after it stays where it is typed.
 */
function useFocusFirstError(formik: ContactFormik, formRef: RefObject<HTMLFormElement | null>) {
  const { submitCount, isSubmitting, isValidating, errors } = formik;
  const focusedAttempt = useRef(submitCount);
  useEffect(() => {
    if (submitCount === focusedAttempt.current || isSubmitting || isValidating) return;
    focusedAttempt.current = submitCount;
    const first = FIELD_ORDER.find((f) => errors[f]);
    if (!first) return;
    formRef.current
      ?.querySelector<HTMLElement>(first === 'subject' ? '#contact-subject' : `[name="${first}"]`)
      ?.focus();
  }, [formRef, submitCount, isSubmitting, isValidating, errors]);
}

/** A field's formik wiring; its message shows once it was left or a send was tried. */
function fieldPropsOf(formik: ContactFormik) {
  return (name: keyof ContactFormValues) => {
    const show = Boolean((formik.touched[name] || formik.submitCount > 0) && formik.errors[name]);
    return {
      id: `contact-${name}`,
      name,
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: show,
      helperText: show ? formik.errors[name] : undefined,
    };
  };
}

/** The visible fields: names, email, phone, subject and message. */
function ContactFields({ formik }: { formik: ContactFormik }) {
  const fieldProps = fieldPropsOf(formik);
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...fieldProps('firstName')} label="First Name" required autoComplete="given-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...fieldProps('lastName')} label="Last Name" required autoComplete="family-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...fieldProps('email')}
          label="Email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...fieldProps('phone')}
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...fieldProps('subject')}
          select
          label="Subject"
          required
          // A native select: it works before the app starts, and phones show their own picker.
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            Select a subject
          </option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={12}>
        <TextField
          {...fieldProps('message')}
          label="Message"
          required
          multiline
          minRows={5}
          // MUI 7 drops minRows from the server's textarea (InputBase passes rows={undefined} over it), so the box
          // rendered 2 rows high and grew to 5 at start-up, moving Send under a finger about to tap it.
          slotProps={{ htmlInput: { rows: 5 } }}
          placeholder="How can we help?"
        />
      </Grid>
    </Grid>
  );
}

/** Honeypot: invisible to people and to assistive technology, out of the tab order; bots fill it. */
function Honeypot({ formik }: { formik: ContactFormik }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        left: '-10000px',
        top: 'auto',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
      }}
    >
      <label htmlFor="contact-website">Website</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={formik.values.website}
        onChange={formik.handleChange}
      />
    </Box>
  );
}

/**
 * 'Send us a Message' (CONTACT-FORM-3, CONTACT-FORM-2): formik with the shared contact schema and its messages; idle, then
 * sending ('Sending...', disabled), then success (toast, form reset) or failure (destructive toast; any per-field
 * messages from the server are shown on their fields too).
 *
 * Before the app has started (or with JavaScript off) the same form posts to the contact page's route action
 * (routes/contact-send.tsx), which answers with `submitted`: the same field messages with what was typed, or the
 * success notice. The fields go in the request body, never in the address. What the visitor typed into the page before
 * the app started becomes the form's state (SITE-START-1).
 */
export function ContactForm({ submitted }: { submitted?: ContactSubmitted }) {
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const { formik, sent } = useContactFormik(submitted);
  useAdoptTypedAndPrefill(formik, formRef, submitted);
  useFocusFirstError(formik, formRef);

  // CONTACT-FORM-5: after a send, focus moves to the success message (the form under it is empty again).
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const sending = formik.isSubmitting;
  return (
    <Box
      component="form"
      ref={formRef}
      method="post"
      action={paths.contactSend}
      noValidate
      onSubmit={formik.handleSubmit}
      aria-labelledby="contact-form-title"
      aria-busy={sending}
    >
      <Typography id="contact-form-title" component="h2" variant="h3" sx={{ mb: 1 }}>
        Send us a Message
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Fields marked * are required. We use your details only to reply to you: no newsletters, no cold calls.
      </Typography>
      {(sent || (submitted?.outcome.status === 'sent' && formik.submitCount === 0)) && (
        <Alert ref={sentRef} tabIndex={-1} severity="success" role="status" sx={{ mb: 3 }}>
          <AlertTitle>Message Sent Successfully</AlertTitle>
          Thank you for your message. We&apos;ll get back to you soon!
        </Alert>
      )}
      {submitted?.outcome.status === 'refused' && formik.submitCount === 0 && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          <AlertTitle>Error</AlertTitle>
          {submitted.outcome.message}
        </Alert>
      )}
      <ContactFields formik={formik} />
      <Honeypot formik={formik} />
      <input type="hidden" name="source" value={formik.values.source} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        By sending this message you agree that we use these details to reply to you, as our{' '}
        <Link component={RouterLink} to={paths.privacy}>
          Privacy Notice
        </Link>{' '}
        explains. You can ask us to erase them at any time.
      </Typography>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={sending}
        startIcon={<SendOutlined aria-hidden />}
        sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
      >
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </Box>
  );
}
