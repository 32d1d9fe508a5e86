/**
 * A calculator form's no-script post (CALC-PAGE-8, decision 047) as the inputs its page restores: the same text a
 * shared link carries (use-query-inputs), so the calculator reads both alike.
 *
 * - A field posted twice keeps its last value: a checkbox posts a hidden '0' and, when ticked, '1' (CheckField).
 * - Grouped amounts as typed without the app ('10,00,000') become their digits.
 * - A list's items post as `<list>.<index>.<field>` (children.0.age) and become the list, as JSON (a link's form).
 *   The fields of the entry being added post as `<list>.new.<field>` (the fund's name and category).
 * - The list buttons are submits named `intent`: `add:<list>` appends the new entry (an empty item when the list
 *   has no entry fields: a child), `remove:<list>:<index>` drops that item. Any other submit (Calculate) drops the
 *   new entry from the list, as the app does, and hands its fields back to the form (`draftKey`).
 */

/** A grouped amount as typed without the app ('10,00,000'): the digits the calculators read. */
const GROUPED_NUMBER = /^\s*-?[\d,]+(\.\d*)?\s*$/;
/** `<list>.<index or new>.<field>`: a list item's field. */
const LIST_FIELD = /^([A-Za-z]\w*)\.(\d{1,2}|new)\.([A-Za-z]\w*)$/;
/** The submit that grows or shrinks a list. */
const INTENT = /^(add):([A-Za-z]\w*)$|^(remove):([A-Za-z]\w*):(\d{1,2})$/;

/** The name the list buttons post under. */
export const LIST_INTENT = 'intent';
/** The `intent` of a list's Add button and of an item's Remove button. */
export const addIntent = (list: string) => `add:${list}`;
export const removeIntent = (list: string, index: number) => `remove:${list}:${index}`;
/** The form field name of a list item's field, and of the entry being added (`index` 'new'). */
export const listFieldName = (list: string, index: number | 'new', field: string) =>
  `${list}.${index}.${field}`;

/** The key of the inputs under which a list's entry typed but not added comes back (`usePostedDraft`). */
export const draftKey = (list: string) => `${list}.new`;

function lastText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const texts = value.filter((item): item is string => typeof item === 'string');
    return texts.length > 0 ? texts[texts.length - 1]! : null;
  }
  return null;
}

const digits = (text: string) => (GROUPED_NUMBER.test(text) ? text.replace(/[\s,]/g, '') : text);

export function postedInputs(fields: Record<string, unknown>): Record<string, string> {
  const inputs: Record<string, string> = {};
  const lists = new Map<string, Map<string, Record<string, string>>>();
  let intent: RegExpExecArray | null = null;
  for (const [key, value] of Object.entries(fields)) {
    const text = lastText(value);
    if (text === null) continue;
    if (key === LIST_INTENT) {
      intent = INTENT.exec(text);
      continue;
    }
    const item = LIST_FIELD.exec(key);
    if (!item) {
      inputs[key] = digits(text);
      continue;
    }
    const [, list, index, field] = item as unknown as [string, string, string, string];
    const items = lists.get(list) ?? new Map<string, Record<string, string>>();
    lists.set(list, items);
    const entry = items.get(index) ?? {};
    entry[field] = digits(text);
    items.set(index, entry);
  }
  const adding = intent?.[1] ? intent[2] : null;
  if (adding && !lists.has(adding)) lists.set(adding, new Map());
  for (const [list, items] of lists) {
    const entries = [...items.entries()]
      .filter(([index]) => index !== 'new')
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, entry]) => entry);
    const added = items.get('new');
    if (list === adding) entries.push(added ?? {});
    // An entry typed but not added (Calculate was pressed) comes back in its fields.
    else if (added && Object.values(added).some((text) => text.trim() !== ''))
      inputs[draftKey(list)] = JSON.stringify(added);
    if (intent?.[3] && intent[4] === list) entries.splice(Number(intent[5]), 1);
    inputs[list] = JSON.stringify(entries);
  }
  return inputs;
}
