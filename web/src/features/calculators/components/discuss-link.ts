import { createContext } from 'react';
import type { CalculatorType, ContactSubject } from '@36x/common';
import { paths } from '../../../lib/paths';

/** The calculator on screen (set by CalculatorPage), so a result card can name it in "Discuss this with us". */
export const ActiveCalculatorContext = createContext<{ id: CalculatorType; title: string } | null>(null);

/** Which contact subject a calculator's questions fall under. */
const SUBJECT: Partial<Record<CalculatorType, ContactSubject>> = {
  'ltcg-calculator': 'tax-planning',
  'dtaa-calculator': 'tax-planning',
  'company-formation': 'business-advice',
};

/** Keeps the address short enough for every browser and mail client: a long portfolio list is cut. */
const NOTE_MAX = 1200;

/**
 * /contact with the subject, a note naming the calculator and its inputs, and where the visitor came from. Only the
 * calculator's own inputs go in (figures, never a name, email or phone): the visitor reads and edits the note in the
 * form before sending anything.
 */
export function discussHref(
  calculator: { id: CalculatorType; title: string },
  inputs: readonly { label: string; value: string }[],
): string {
  const lines = [
    `I used your ${calculator.title} and would like to discuss the result.`,
    '',
    'My inputs:',
    ...inputs.map((i) => `- ${i.label}: ${i.value}`),
  ];
  let note = lines.join('\n');
  if (note.length > NOTE_MAX) note = `${note.slice(0, NOTE_MAX - 1)}…`;
  const params = new URLSearchParams({
    subject: SUBJECT[calculator.id] ?? 'consultation',
    note,
    source: `calculator:${calculator.id}`,
  });
  return `${paths.contact}?${params.toString()}`;
}
