import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from '@mui/material';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../theme/theme';
import { CALCULATORS } from './registry';
import { postedInputs } from './posted-inputs';
import type { SubmittedInputs } from './use-query-inputs';

// Every calculator's form as the server sends it, used without scripts (decision 047, CALC-PAGE-8): each field is
// named and every choice a native control, no submit is disabled, and what the visitor chose comes back in the page
// the post answers. The route modules (routes/calculators/<id>.tsx) are the pages the server renders.

const routes = import.meta.glob<{ default: ComponentType<{ actionData?: SubmittedInputs }> }>(
  '../../routes/calculators/*.tsx',
  { eager: true },
);
const pageOf = (id: string) => routes[`../../routes/calculators/${id}.tsx`]!.default;

/** The page's HTML as the server renders it (the calculator's own page, or its results page for a post). */
function serverPage(id: string, actionData?: SubmittedInputs): HTMLFormElement {
  const Page = pageOf(id);
  const path = actionData ? `/calculator/${id}/results` : `/calculator/${id}`;
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Page actionData={actionData} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  document.body.append(container);
  return container.querySelector<HTMLFormElement>('form[method="post"]')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** The fields a post carries: a slider mirrors its number field; a file or pasted NAV history stays in the browser. */
const POSTED = 'input:not([type="range"]):not([type="file"]):not([type="hidden"]), select, textarea';

/** What the browser sends (a repeated name, a checkbox's hidden 0 and its 1, arrives as a list, as the function parses it). */
function submitted(form: HTMLFormElement, submitter?: HTMLButtonElement): Record<string, unknown> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new FormData(form, submitter)) {
    const text = String(value);
    const before = fields[name];
    fields[name] = before === undefined ? text : [...(Array.isArray(before) ? before : [before]), text];
  }
  return fields;
}

/** A visitor's choices: the last option of each drop-down, each box turned over, each radio's last, 7 in each number. */
function choose(form: HTMLFormElement) {
  for (const select of form.querySelectorAll('select')) select.selectedIndex = select.options.length - 1;
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
    box.checked = !box.checked;
  const radios = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  for (const group of new Set(radios.map((r) => r.name)))
    radios.filter((r) => r.name === group).at(-1)!.checked = true;
  for (const input of form.querySelectorAll<HTMLInputElement>('input[inputmode="decimal"]'))
    input.value = '7';
}

/** Each posted field's value as the page shows it. */
function values(form: HTMLFormElement): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const field of form.querySelectorAll<HTMLInputElement>(POSTED)) {
    if (field.type === 'radio' && !field.checked) continue;
    shown[field.name] = field.type === 'checkbox' ? String(field.checked) : field.value;
  }
  return shown;
}

describe("every calculator's form without scripts (decision 047)", () => {
  it.each(CALCULATORS.map((c) => [c.id]))('%s', (id) => {
    const form = serverPage(id);
    expect(form.getAttribute('action')).toBe(`/calculator/${id}/results`);
    const fields = [...form.querySelectorAll<HTMLInputElement>(POSTED)];
    expect(fields.length).toBeGreaterThan(0);
    // Every field named; no drop-down that needs the app (MUI's own Select is a div with role combobox).
    expect(fields.filter((f) => !f.name).map((f) => f.outerHTML)).toEqual([]);
    expect(form.querySelectorAll('div[role="combobox"]')).toHaveLength(0);
    expect(form.querySelectorAll('button[type="submit"]:disabled')).toHaveLength(0);

    choose(form);
    const chosen = values(form);
    const back = serverPage(id, { inputs: postedInputs(submitted(form)) });
    const kept = values(back);
    // A field shown only for some choices (the resident switch for property) may come and go; the rest come back.
    const common = Object.keys(chosen).filter((name) => name in kept);
    expect(common.length).toBeGreaterThan(0);
    for (const name of common) expect([name, kept[name]]).toEqual([name, chosen[name]]);
  });
});
