import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type MutableRefObject,
  type SetStateAction,
} from 'react';
import type { CalculatorType } from '@36x/common';
import { capError, type InputKind } from '@36x/common/finance';
import { useQueryInputs, type QueryShape } from './use-query-inputs';
import { logCalculatorUsage } from './usage-log';

/** The User Timing measure of each live recomputation (calculate to commit), read by `npm run bench:calc`. */
export const RECOMPUTE_MEASURE = 'calculation:recompute';

/** How long inputs must stay still before live results recompute (and one usage record is sent). */
export const RECOMPUTE_DELAY_MS = 400;

/** Drop-downs' options by form key (their labels name a refused choice's alternatives). */
export type Choices<F> = { readonly [K in keyof F]?: readonly { value: string; label?: string }[] };

export interface CalculationOptions<F extends QueryShape, R> {
  /** The calculator: its page address carries the inputs, and its usage records name it. */
  tool: CalculatorType;
  /** The form's starting values (CALC-STATES-2); a link's inputs are laid over them. */
  defaults: F;
  /**
   * The calculation. `null` when the spec computes nothing for these inputs (the result is cleared); a thrown Error
   * carries the spec's message for the visitor (retirement, capital-gains dates), also clearing the result.
   */
  compute: (form: F) => R | null;
  /**
   * What the visitor must enter when `compute` gives null (CALC-STATES-8: never a card of ₹0 figures without a word),
   * shown as the calculation's message.
   */
  missing?: string;
  /** The figures of a calculation's usage record (CALC-USAGE-1), sent with the form as its inputs. */
  usage?: (result: R) => Record<string, unknown>;
  /** A usage record of another shape than `usage` sends (other inputs, the insurance calculator's own). */
  record?: (form: F, result: R) => void;
  /**
   * The drop-downs' options by form key. A link or post may carry anything: a choice not among them is refused with a
   * message naming it and what is offered, and no figures (CALC-STATES-8); the drop-down shows its default, for the
   * visitor to change or confirm with Calculate.
   */
  choices?: Choices<F>;
  /** Cleans other inputs restored from a link (malformed lists), after `choices`. */
  restore?: (form: F) => F;
  /** The kind of each capped number field (CALC-STATES-7): text beyond the kind's caps is refused with a message. */
  caps?: { readonly [K in keyof F]?: InputKind };
  /**
   * Outside data `compute` reads (the tax rules in force, which arrive after the first render): when it changes,
   * the result shown is recomputed for its own inputs, without a usage record.
   */
  dependsOn?: unknown;
  /**
   * Keys the link keeps that are not inputs of the calculation (a shortlist of plans): changing them updates the
   * link but neither recomputes nor sends a usage record.
   */
  keep?: readonly (keyof F)[];
  /** Inputs that stay in the browser and are never written to the link (NAV histories: far too long for one). */
  local?: readonly (keyof F)[];
  /** Debounce of live recomputation; tests may shorten it. */
  delay?: number;
}

/** What was last calculated: the inputs it was for, and its result or message (never both). */
export interface Calculated<F, R> {
  form: F;
  result: R | null;
  error: string | null;
}

/** Text-field keys of a form: the ones NumberFields edits. */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/** The form as its link keeps it: without its browser-only keys. */
function linkForm<F extends QueryShape>(form: F, local: readonly (keyof F)[] = []): F {
  if (local.length === 0) return form;
  return Object.fromEntries(Object.entries(form).filter(([key]) => !local.includes(key as keyof F))) as F;
}

/** The calculation's inputs as a comparable key: the form without its `keep` keys. */
function inputsKey<F extends QueryShape>(form: F, keep: readonly (keyof F)[] = []): string {
  return JSON.stringify(Object.entries(form).filter(([key]) => !keep.includes(key as keyof F)));
}

function fieldErrors<F extends QueryShape>(form: F, caps: CalculationOptions<F, unknown>['caps']) {
  const errors: Partial<Record<keyof F, string>> = {};
  for (const key of Object.keys(caps ?? {}) as (keyof F)[]) {
    const kind = caps?.[key];
    const text = form[key];
    const error = kind && typeof text === 'string' ? capError(kind, text) : null;
    if (error) errors[key] = error;
  }
  return errors;
}

/**
 * The page's first calculation, made once while rendering (on the server and when hydrating alike): a restored form's
 * (`initial`: a link's or a post's inputs), else the defaults' result when they give one (`opening`, decision 048).
 */
function useFirstCalculation<F extends QueryShape, R>(
  restoredForm: F | null,
  options: CalculationOptions<F, R>,
) {
  const [initial] = useState(() => {
    if (!restoredForm) return null;
    const { form: restored, refused } = restoreForm(restoredForm, options);
    // A choice not offered: its message and no figures until the visitor presses Calculate (not live).
    if (refused)
      return { form: restored, calculated: { form: restored, result: null, error: refused }, live: false };
    return { form: restored, calculated: run(restored, options), live: true };
  });
  // Results at once (decision 048): the defaults' result, when they give one, is the page's first calculation.
  const [opening] = useState(() => {
    if (initial) return null;
    const outcome = run(options.defaults, options);
    return outcome.result === null ? null : outcome;
  });
  return { initial, opening };
}

/**
 * The form's setters: `update` and `adopt` replace it, `set` edits a text field (recomputed after it settles), `pick`
 * and `choose` a choice (recomputed at once). `immediate` and `unrecorded` tell the live recomputation how to treat
 * the change.
 */
function useFormSetters<F extends QueryShape>(
  setFormState: Dispatch<SetStateAction<F>>,
  immediateRef: MutableRefObject<boolean>,
  unrecordedRef: MutableRefObject<boolean>,
) {
  /** Replaces the form (or updates it from the previous one); text edits: recomputed after they settle. */
  const update = useCallback((next: F | ((previous: F) => F)) => setFormState(next), [setFormState]);
  /** Like `update`, for a change the page makes itself (a rate in force arriving): recomputed, not recorded as a use. */
  const adopt = useCallback(
    (next: (previous: F) => F) => {
      setFormState((previous) => {
        const changed = next(previous);
        unrecordedRef.current = changed !== previous;
        return changed;
      });
    },
    [setFormState, unrecordedRef],
  );
  /**
   * A text field's setter, as NumberFields calls it: `set('years')(text)`. The same function each time for a key, so a
   * memoised field whose text did not change skips rendering (CALC-STATES-7: one keystroke renders one field).
   */
  const [setters] = useState(() => new Map<string, (text: string) => void>());
  const set = useCallback(
    (key: TextKey<F>) => {
      let setter = setters.get(key);
      if (!setter) {
        setter = (text: string) => setFormState((f) => ({ ...f, [key]: text }));
        setters.set(key, setter);
      }
      return setter;
    },
    [setters, setFormState],
  );
  /** A choice (select, switch, list edit), set or derived from its previous value: recomputed at once when live. */
  const pick = useCallback(
    <K extends keyof F>(key: K, value: F[K] | ((previous: F[K]) => F[K])) => {
      immediateRef.current = true;
      setFormState((f) => ({
        ...f,
        [key]: typeof value === 'function' ? (value as (previous: F[K]) => F[K])(f[key]) : value,
      }));
    },
    [setFormState, immediateRef],
  );

  /**
   * A choice's setter, as SelectField takes it: `onChange={choose('years')}`. The same function each time for a key,
   * so a memoised drop-down whose value did not change skips rendering (CALC-STATES-7).
   */
  const [choosers] = useState(() => new Map<keyof F, (value: never) => void>());
  const choose = useCallback(
    <K extends keyof F>(key: K): ((value: F[K]) => void) => {
      let chooser = choosers.get(key);
      if (!chooser) {
        chooser = (value: F[K]) => pick(key, value);
        choosers.set(key, chooser as (value: never) => void);
      }
      return chooser as (value: F[K]) => void;
    },
    [choosers, pick],
  );
  return { update, adopt, set, pick, choose };
}

/**
 * The calculators' one skeleton (ARCH-DEV): form state from defaults or a shared link, the calculation, its
 * usage record and the inputs in the address.
 *
 * Behaviour (CALC-STATES-1 and CALC-STATES-7): the page opens with the result for its default inputs, on the server
 * and in the browser alike (decision 048), and results follow the inputs from there; a page whose defaults compute
 * nothing (blank fields) starts with its placeholder and computes at the first press of the calculate button. A change
 * of text recomputes once the inputs have been still for `delay` ms (never while typing, and at most one usage record
 * per settled change); a change of a choice (`pick`) recomputes at once. A result is shown only beside the inputs it
 * was computed for: while a recomputation is pending it is marked `stale`, and inputs the calculation refuses (a
 * field's message, the spec computes nothing, or an error message) clear it. A link's inputs are restored and
 * computed without a usage record (reloading a link is not a new use) and its results follow the inputs too; a link's
 * choice that is not offered is refused with a message (CALC-STATES-8), and nothing computes until Calculate.
 * The defaults' own result sends no usage record either: only a press or an edit is a use.
 */
export function useCalculation<F extends QueryShape, R>(options: CalculationOptions<F, R>) {
  const { tool, defaults, caps, delay = RECOMPUTE_DELAY_MS } = options;
  // The latest compute / record / restore without re-running effects when a calculator passes new closures.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const query = useQueryInputs(tool, defaults);
  const { save, clear } = query;
  const { initial, opening } = useFirstCalculation(query.restored, options);
  const [form, setFormState] = useState<F>(() => initial?.form ?? defaults);
  const [calculated, setCalculated] = useState<Calculated<F, R> | null>(
    () => initial?.calculated ?? opening ?? null,
  );
  // Live once calculated (the defaults' result, the button or a link); Reset ends it.
  const [live, setLive] = useState(() => (initial ? initial.live : opening !== null));
  // The inputs of the last usage record: the same settled inputs are not recorded twice (a link's are not recorded).
  const recorded = useRef<string | null>(
    initial?.calculated.result != null ? inputsKey(initial.form, options.keep) : null,
  );
  const immediate = useRef(false);
  // The next settled change is the page's own (a rate in force adopted), not the visitor's: no usage record.
  const unrecorded = useRef(false);

  // A restored calculation (a shared link, the form's no-script post) puts its inputs in the address once: the posted
  // form's page has none, and Share reads the address (CALC-PAGE-8).
  useEffect(() => {
    if (initial?.calculated.result != null) save(linkForm(initial.form, latest.current.local));
  }, [initial, save]);

  // When the pending live recomputation started (for its performance measure).
  const recomputeStart = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (recomputeStart.current === null || typeof performance === 'undefined') return;
    performance.measure(RECOMPUTE_MEASURE, { start: recomputeStart.current });
    recomputeStart.current = null;
  }, [calculated]);

  const settle = useCallback(
    (next: F, byButton: boolean) => {
      if (!byButton && typeof performance !== 'undefined') recomputeStart.current = performance.now();
      const outcome = run(next, latest.current);
      // Not a transition: the new figures are a small render (calculators memoise them; charts and long tables
      // follow in a background pass, components/Deferred), and a transition would draw those in the same pass.
      setCalculated(outcome);
      if (outcome.result === null) {
        clear();
        return;
      }
      save(linkForm(next, latest.current.local));
      const key = inputsKey(next, latest.current.keep);
      if (unrecorded.current && !byButton) {
        unrecorded.current = false;
        recorded.current = key;
      } else if (recorded.current !== key) {
        recorded.current = key;
        const { record, usage, tool } = latest.current;
        if (record) record(next, outcome.result);
        else if (usage) logCalculatorUsage(tool, next, usage(outcome.result));
      }
    },
    [save, clear],
  );

  // Live results: recompute after the inputs settle.
  useEffect(() => {
    if (!calculated || calculated.form === form) return;
    const { keep } = latest.current;
    if (keep && inputsKey(calculated.form, keep) === inputsKey(form, keep)) {
      // Only kept keys changed: the result stands, the link follows.
      setCalculated({ ...calculated, form });
      if (calculated.result !== null) save(linkForm(form, latest.current.local));
      return;
    }
    if (!live) return;
    const wait = immediate.current ? 0 : delay;
    immediate.current = false;
    const timer = setTimeout(() => settle(form, false), wait);
    return () => clearTimeout(timer);
  }, [live, form, calculated, delay, settle, save]);

  const dependsOn = options.dependsOn;
  const firstDependsOn = useRef(true);
  useEffect(() => {
    if (firstDependsOn.current) {
      firstDependsOn.current = false;
      return;
    }
    setCalculated((c) => (c ? run(c.form, latest.current) : c));
  }, [dependsOn]);

  const calculate = useCallback(() => {
    setLive(true);
    settle(form, true);
  }, [form, settle]);

  const reset = useCallback(() => {
    // Back to the page as it opens: the defaults' result (not recorded) when they give one.
    const outcome = run(defaults, latest.current);
    const opens = outcome.result !== null;
    setLive(opens);
    setFormState(defaults);
    setCalculated(opens ? outcome : null);
    recorded.current = null;
    clear();
  }, [defaults, clear]);

  const { update, adopt, set, pick, choose } = useFormSetters(setFormState, immediate, unrecorded);

  const errors = fieldErrors(form, caps);
  const current = calculated?.form === form ? calculated : null;
  return {
    tool,
    form,
    set,
    pick,
    choose,
    update,
    adopt,
    calculate,
    reset,
    /** The last calculation: its result, message and the inputs it was for. */
    calculated,
    /**
     * The inputs the figures shown are for: the last calculation's, never the form's newer text (label and print
     * figures with these); the form's before any calculation.
     */
    shown: calculated?.form ?? form,
    result: calculated?.result ?? null,
    error: calculated?.error ?? null,
    /** Whether the result shown is for other inputs than the form's (a recomputation is pending). */
    stale: calculated !== null && current === null,
    /**
     * The last calculation was refused with a reason (a field's message, or a message: thrown, or the calculator's
     * `missing`): the card shows no figures, only why (CALC-STATES-8). A bare null without `missing` is the
     * calculator's own answer (no overlap found), which its placeholder words.
     */
    refused: isRefused(calculated, caps),
    /** The inputs came from a link or a post (not the defaults): a rate in force must not replace them. */
    restored: initial !== null,
    live,
    /** Cap messages by field, shown under the fields as they are typed. */
    errors,
    /** The props NumberFields takes from the hook: `<NumberFields {...calc.fields} rows={…} />`. */
    fields: {
      values: form,
      onChange: set,
      // Drop-downs offer only their form key's values (NumberFields passes back what the options hold).
      choose: choose as (key: TextKey<F>) => (value: string) => void,
      errors,
      caps: caps ?? {},
    },
  };
}

/** Whether a calculation was refused with a reason: a message, or a field's message (CALC-STATES-8). */
function isRefused<F extends QueryShape, R>(
  calculated: Calculated<F, R> | null,
  caps: CalculationOptions<F, R>['caps'],
): boolean {
  return (
    calculated !== null &&
    calculated.result === null &&
    (calculated.error !== null || Object.keys(fieldErrors(calculated.form, caps)).length > 0)
  );
}

/** A choice's value as the visitor reads it: its option's label, or the value itself. */
const choiceText = (options: readonly { value: string; label?: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/**
 * A form restored from a link or a post, cleaned by the calculator's `restore`. A choice not offered is not replaced
 * silently (CALC-STATES-8): the form takes the default's (so the drop-down shows a real choice) and `refused` says
 * what was asked for and what is offered.
 */
function restoreForm<F extends QueryShape, R>(
  form: F,
  options: CalculationOptions<F, R>,
): { form: F; refused: string | null } {
  const chosen = { ...form };
  const refusals: string[] = [];
  for (const key of Object.keys(options.choices ?? {}) as (keyof F & string)[]) {
    const offered = options.choices?.[key] ?? [];
    const asked = String(form[key]);
    if (asked === options.defaults[key] || offered.some((o) => o.value === asked)) continue;
    const fallback = options.defaults[key] as string;
    chosen[key] = fallback as F[typeof key];
    // A short list is named; a long one is in the drop-down for the visitor to read.
    const list =
      offered.length <= 4 ? ` (${offered.map((o) => choiceText(offered, o.value)).join(', ')})` : '';
    refusals.push(`“${asked}” is not one of the choices${list}`);
  }
  const restored = options.restore ? options.restore(chosen) : chosen;
  const refused =
    refusals.length === 0
      ? null
      : `This link asks for what the calculator does not offer: ${refusals.join('; ')}. ` +
        'The form shows the usual choice instead: change it or press Calculate.';
  return { form: restored, refused };
}

/**
 * One calculation: refused when a field has a message (beyond its caps, not a number, a part where whole units are
 * counted); the spec's null (with the calculator's `missing` message) and thrown messages kept apart from results.
 */
function run<F extends QueryShape, R>(form: F, options: CalculationOptions<F, R>): Calculated<F, R> {
  if (Object.keys(fieldErrors(form, options.caps)).length > 0) return { form, result: null, error: null };
  try {
    const result = options.compute(form);
    return { form, result, error: result === null && options.missing ? options.missing : null };
  } catch (error) {
    return { form, result: null, error: error instanceof Error ? error.message : String(error) };
  }
}
