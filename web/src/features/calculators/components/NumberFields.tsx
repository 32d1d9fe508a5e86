import { isValidElement, type ReactElement } from 'react';
import type { InputKind } from '@36x/common/finance';
import { NumberField, type NumberFieldProps } from './NumberField';
import { FieldRow } from './FieldRow';
import { SelectField, type Option } from './SelectField';

/** One number input of a form: NumberField's props, with `name` (the form key) instead of value / onChange. */
export type NumberFieldSpec<K extends string> = Omit<NumberFieldProps, 'value' | 'onChange'> & { name: K };

/** One drop-down of a form: SelectField's label, helper text and choices, with `name` (the form key). */
export interface ChoiceFieldSpec<K extends string> {
  name: K;
  label: string;
  helperText?: string;
  options: readonly Option<string>[];
}

/** A place in a row: a number input, a drop-down, or another input placed as it is (with a key). */
export type RowFieldSpec<K extends string> = NumberFieldSpec<K> | ChoiceFieldSpec<K> | ReactElement;

/** A row: one field at full width, or two side by side (a FieldRow: stacked on phones). */
export type NumberFieldRowSpec<K extends string> =
  readonly [RowFieldSpec<K>] | readonly [RowFieldSpec<K>, RowFieldSpec<K>];

/** What binds the fields to a form: useCalculation's `fields`. */
export interface NumberFieldsBinding<K extends string> {
  /** The form's text values, by key (the form may hold more: lists, switches). */
  values: { readonly [P in NoInfer<K>]: string };
  /** The form's setter for a key, as calculators write it: `set('years')(text)`. */
  onChange: (name: NoInfer<K>) => (text: string) => void;
  /** The form's setter for a drop-down's key (useCalculation's `choose`: the same function each time). */
  choose?: (name: NoInfer<K>) => (value: string) => void;
  /** Cap messages by key (useCalculation's `errors`). */
  errors?: { readonly [P in NoInfer<K>]?: string };
  /** The kind of each field (useCalculation's `caps`): its slider, grouping and caps. A row's `kind` wins. */
  caps?: { readonly [P in NoInfer<K>]?: InputKind };
}

interface NumberFieldsProps<K extends string> extends NumberFieldsBinding<K> {
  rows: readonly NumberFieldRowSpec<K>[];
}

/**
 * The calculators' usual run of number inputs and drop-downs, from a list of rows; the same markup as writing them
 * out. With useCalculation: `<NumberFields {...calc.fields} rows={[…]} />`.
 */
export function NumberFields<K extends string>({
  rows,
  values,
  onChange,
  choose,
  errors,
  caps,
}: NumberFieldsProps<K>) {
  return (
    <>
      {rows.map((row, index) => {
        const fields = row.map((spec) => {
          if (isValidElement(spec)) return spec;
          if ('options' in spec) {
            if (!choose) throw new Error(`NumberFields: a drop-down (${spec.name}) needs \`choose\``);
            return (
              <SelectField key={spec.name} {...spec} value={values[spec.name]} onChange={choose(spec.name)} />
            );
          }
          const { name, ...field } = spec;
          return (
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
          );
        });
        const first = row[0];
        const key = isValidElement(first) ? (first.key ?? index) : first.name;
        return fields.length === 1 ? fields[0] : <FieldRow key={key}>{fields}</FieldRow>;
      })}
    </>
  );
}
