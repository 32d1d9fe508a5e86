import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFormik, type FormikProps } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { useToast, type ToastOptions } from '../../../components/toast';
import { isSessionEnded } from '../auth/use-staff-session';
import { draftStorageKey } from '../../../lib/staff-drafts';
import { applyServerFieldErrors } from './form-helpers';

export interface ModalFormOptions<V extends object, I> {
  /** Names the draft: the modal and the item, e.g. `blog:new`, `blog:<id>`. */
  draftKey: string;
  initialValues: V;
  validationSchema: AnyObjectSchema;
  /** The values as the API takes them (may throw a yup ValidationError, which shows on the fields). */
  toInput: (values: V) => Promise<I>;
  save: (input: I) => Promise<unknown>;
  /** The toast after a save. */
  success: ToastOptions;
  /** The error toast's description; a function may prefer the server's message. */
  failure: string | ((error: unknown) => string);
  onSaved: () => void;
  /** Fields never written to the browser's storage (passwords). */
  notKept?: readonly (keyof V & string)[];
}

/** What ModalFrame needs to protect unsaved work. */
export interface UnsavedGuard {
  /** The form differs from what it opened with. */
  dirty: boolean;
  /** A draft left by an earlier visit (a reload, a crash, a closed tab) is waiting to be restored. */
  offer: { savedAt: string } | null;
  restore: () => void;
  dismissOffer: () => void;
  /** Forget the stored draft (the person chose to discard their changes). */
  forget: () => void;
}

interface StoredDraft {
  savedAt: string;
  values: Record<string, unknown>;
}

function readDraft(key: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(draftStorageKey(key));
    const parsed = raw ? (JSON.parse(raw) as StoredDraft) : null;
    return parsed && typeof parsed.values === 'object' && parsed.values ? parsed : null;
  } catch {
    return null; // storage off (private mode) or a damaged entry: nothing to offer
  }
}

function writeDraft(key: string, draft: StoredDraft | null): void {
  try {
    if (draft) window.localStorage.setItem(draftStorageKey(key), JSON.stringify(draft));
    else window.localStorage.removeItem(draftStorageKey(key));
  } catch {
    /* storage full or off: the close confirmation still protects the work */
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The ONE submit path of the admin modals (ARCH-DEV) and their unsaved-work protection (ADMIN-PUBLISH).
 *
 * Submit: values -> `toInput` -> `save`; on success the `success` toast, the stored draft forgotten, `onSaved`; on
 * failure the server's field errors under the fields and, unless the session ended (which has its own notice), the
 * error toast. Unsaved work: while the form differs from what it opened with, its values (minus `notKept`) are kept
 * in localStorage under the staff member, the modal and the item (lib/staff-drafts.ts; cleared at Logout); opening the same modal again after a reload or crash offers them back.
 */
export function useModalForm<V extends object, I>(
  opts: ModalFormOptions<V, I>,
): {
  form: FormikProps<V>;
  guard: UnsavedGuard;
  /** What ModalFrame takes from the form: the pending state, the submit and the unsaved-work guard. */
  frame: { pending: boolean; onSubmit: FormikProps<V>['handleSubmit']; guard: UnsavedGuard };
} {
  const { toast } = useToast();
  // The submit handler reads the latest options (labels, callbacks) without re-creating the form.
  const optsRef = useRef(opts);
  useLayoutEffect(() => {
    optsRef.current = opts;
  });
  const { draftKey, initialValues, notKept } = opts;
  const [offer, setOffer] = useState<StoredDraft | null>(() => {
    const stored = typeof window === 'undefined' ? null : readDraft(draftKey);
    return stored && !same({ ...initialValues, ...stored.values }, initialValues) ? stored : null;
  });
  const saved = useRef(false);

  const form = useFormik<V>({
    initialValues,
    validationSchema: opts.validationSchema,
    onSubmit: async (values) => {
      const o = optsRef.current;
      const input = await o.toInput(values);
      try {
        await o.save(input);
        saved.current = true;
        writeDraft(o.draftKey, null);
        toast(o.success);
        o.onSaved();
      } catch (error) {
        applyServerFieldErrors(form, error);
        if (!isSessionEnded(error)) {
          toast({
            title: 'Error',
            description: typeof o.failure === 'function' ? o.failure(error) : o.failure,
            variant: 'destructive',
          });
        }
      }
    },
  });

  const dirty = !same(form.values, initialValues);
  const kept = useMemo(() => {
    const out: Record<string, unknown> = { ...(form.values as Record<string, unknown>) };
    for (const f of notKept ?? []) delete out[f];
    return out;
  }, [form.values, notKept]);

  // Keep the draft while the form is changed; a pending offer is left alone until the person answers it.
  useEffect(() => {
    if (offer || saved.current) return;
    writeDraft(draftKey, dirty ? { savedAt: new Date().toISOString(), values: kept } : null);
  }, [draftKey, dirty, kept, offer]);

  const restore = () => {
    if (!offer) return;
    const known = Object.fromEntries(Object.entries(offer.values).filter(([k]) => k in initialValues));
    void form.setValues({ ...initialValues, ...known } as V, true);
    setOffer(null);
  };
  const dismissOffer = () => {
    writeDraft(draftKey, null);
    setOffer(null);
  };
  const forget = () => writeDraft(draftKey, null);

  const guard = { dirty, offer: offer ? { savedAt: offer.savedAt } : null, restore, dismissOffer, forget };
  return { form, guard, frame: { pending: form.isSubmitting, onSubmit: form.handleSubmit, guard } };
}
