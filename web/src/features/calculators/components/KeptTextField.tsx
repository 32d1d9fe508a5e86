import { useRef, type RefObject } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useTakeOverAtStart } from './use-take-over-at-start';

type Typable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function selectionOf(element: Typable): number | null {
  if (element instanceof HTMLSelectElement) return null;
  try {
    return element.selectionStart;
  } catch {
    // Inputs without a text selection (number, date) throw in some browsers instead of answering null.
    return null;
  }
}

/**
 * CALC-PAGE-9: once, at hydration, text typed (or a choice made) before the app started becomes the state, when it
 * differs from what the state shows (the field keeps its focus and caret).
 */
export function useKeepTypedBeforeStart(
  input: RefObject<Typable | null>,
  shown: string,
  take: (typed: string, caret: number | null) => void,
): void {
  useTakeOverAtStart(input, (element) => {
    if (element.value !== shown) take(element.value, selectionOf(element));
  });
}

/**
 * A calculator's plain text, date or multi-line field that keeps what was typed before the app started. Named: the
 * no-script post sends it under its form key (decision 047); `undefined` only for text that must stay in the browser.
 */
export function KeptTextField({
  value,
  onText,
  ...rest
}: Omit<TextFieldProps, 'value' | 'onChange' | 'inputRef' | 'name'> & {
  name: string | undefined;
  value: string;
  onText: (text: string) => void;
}) {
  const input = useRef<Typable>(null);
  useKeepTypedBeforeStart(input, value, onText);
  return <TextField {...rest} value={value} inputRef={input} onChange={(e) => onText(e.target.value)} />;
}
