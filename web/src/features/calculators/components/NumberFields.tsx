import type { InputKind } from '@36x/common/finance';
import { NumberField, type NumberFieldProps } from './NumberField';
import { FieldRow } from './CalculatorLayout';

/** One number input of a form: NumberField's props, with `name` (the form key) instead of value / onChange. */
export type NumberFieldSpec<K extends string> = Omit<NumberFieldProps, 'value' | 'onChange'> & { name: K };

/** A row: one field at full width, or two side by side (a FieldRow: stacked on phones). */
export type NumberFieldRowSpec<K extends string> =
  readonly [NumberFieldSpec<K>] | readonly [NumberFieldSpec<K>, NumberFieldSpec<K>];

interface NumberFieldsProps<K extends string> {
  rows: readonly NumberFieldRowSpec<K>[];
  /** The form's text values, by key (the form may hold more: lists, switches). */
  values: { readonly [P in NoInfer<K>]: string };
  /** The form's setter for a key, as calculators write it: `set('years')(text)`. */
  onChange: (name: NoInfer<K>) => (text: string) => void;
  /** Cap messages by key (useCalculation's `errors`). */
  errors?: { readonly [P in NoInfer<K>]?: string };
  /** The kind of each field (useCalculation's `caps`): its slider, grouping and caps. A row's `kind` wins. */
  caps?: { readonly [P in NoInfer<K>]?: InputKind };
}

/**
 * The calculators' usual run of number inputs, from a list of rows; the same markup as writing them out. With
 * useCalculation: `<NumberFields {...calc.fields} rows={[…]} />`.
 */
export function NumberFields<K extends string>({
  rows,
  values,
  onChange,
  errors,
  caps,
}: NumberFieldsProps<K>) {
  return (
    <>
      {rows.map((row) => {
        const fields = row.map(({ name, ...field }) => (
          <NumberField
            key={name}
            kind={caps?.[name]}
            error={errors?.[name]}
            {...field}
            // The form key is the input's name: the no-script post sends it (CALC-PAGE-8).
            name={name}
            value={values[name]}
            onChange={onChange(name)}
          />
        ));
        return fields.length === 1 ? fields[0] : <FieldRow key={row[0].name}>{fields}</FieldRow>;
      })}
    </>
  );
}
