// The insurance rider explainer: riders on term and health policies, what each pays and costs and when it is worth
// it, with IRDAI's rules as sources.
//
// No premium figure is quoted as "typical": prices depend on age, cover and insurer, and none could be checked against
// a published rate table here. The figures stated are IRDAI's rules (cited in the Sources section) and one worked
// example computed below from its own stated assumptions.
import {
  bullets,
  EDITION,
  ensure,
  fillIn,
  finish,
  h2,
  h3,
  inr,
  p,
  pct,
  startGuide,
  table,
  type Column,
  type Doc,
  type Row,
} from './layout';
import type { GuideInput } from './guide';

const RIDER_SOURCES = [
  'IRDAI (Insurance Products) Regulations, 2024, and the Master Circular on Life Insurance Products, 2024 (irdai.gov.in): riders are designed, filed and sold under these from 1 April 2024.',
  'IRDAI (Non-Linked Insurance Products) Regulations, 2019 (superseded in 2024): health-related and critical illness riders together at most 100% of the base premium, all other riders together at most 30%, and a rider’s benefit at most the base sum assured.',
  'IRDAI Master Circular on Health Insurance Business, 2024: pre-existing disease and specific-disease waiting periods at most 36 months, a moratorium after 60 continuous months, and no proportionate deduction on pharmacy, consumables, implants, medical devices and diagnostics.',
  'IRDAI (Protection of Policyholders’ Interests and Allied Matters of Insurers) Regulations, 2024: a free-look period of 30 days from receipt of the policy.',
  'Insurer rider pages and policy wordings, e.g. Life Insurance Corporation of India (licindia.in, Products, Riders): LIC’s Accidental Death and Disability Benefit Rider, LIC’s New Critical Illness Benefit Rider, LIC’s Premium Waiver Benefit Rider, LIC’s New Term Assurance Rider. Read the wording of the rider you are offered: its Unique Identification Number (UIN) is on every page.',
];

interface ClaimInput {
  sumInsured: number;
  limitPercent: number;
  roomPerDay: number;
  days: number;
  roomLinked: number;
  exempt: number;
}
/** Proportionate deduction: expenses tied to the room are paid in the ratio of the room-rent limit to the room taken. */
function proportionateClaim({ sumInsured, limitPercent, roomPerDay, days, roomLinked, exempt }: ClaimInput) {
  const limit = (sumInsured * limitPercent) / 100;
  const ratio = Math.min(1, limit / roomPerDay);
  const room = Math.min(limit, roomPerDay) * days;
  const linked = roomLinked * ratio;
  const billed = roomPerDay * days + roomLinked + exempt;
  const paid = room + linked + exempt;
  return { limit, ratio, billed, paid, shortfall: billed - paid };
}
/** The room-rent example the guide prints (illustrative figures), checked by hand below. */
const ROOM_RENT_EXAMPLE: ClaimInput = {
  sumInsured: 500000,
  limitPercent: 1,
  roomPerDay: 8000,
  days: 4,
  roomLinked: 160000,
  exempt: 90000,
};
// Check by hand: limit 1% of ₹5 lakh = ₹5,000 a day; room ₹8,000 → ratio 62.5%; 4 days' room paid ₹20,000 of
// ₹32,000; linked ₹1,60,000 paid ₹1,00,000; exempt ₹90,000 paid in full. Billed ₹2,82,000, paid ₹2,10,000.
{
  const r = proportionateClaim(ROOM_RENT_EXAMPLE);
  if (r.ratio !== 0.625 || r.billed !== 282000 || r.paid !== 210000)
    throw new Error(`Rider guide: the proportionate-deduction example is wrong (${JSON.stringify(r)})`);
}

/** The columns of both rider tables: the first two widths differ. */
const riderColumns = (first: string, [a, b, c]: [number, number, number]): Column[] => [
  { header: first, width: a },
  { header: 'What it pays', width: b },
  { header: 'Cost', width: c },
  { header: 'Worth it when', width: 0.2 },
  { header: 'Watch for', width: 0.18 },
];

/** 1. Riders on term (life) policies. */
const TERM_RIDERS: Row[] = [
  [
    'Accidental death benefit',
    'An extra sum assured if death is caused by an accident, commonly within 180 days of it (as in LIC’s Accidental Death and Disability Benefit Rider).',
    'Low: priced on accident rates, lower than the base premium’s.',
    'You drive or travel a lot and your base cover is already enough.',
    'Not a reason to buy less base cover: most deaths are not accidents. Exclusions: self-harm, intoxication, hazardous sports, war.',
  ],
  [
    'Accidental disability',
    'A lump sum or instalments if an accident leaves you totally and permanently disabled; some riders also waive future premiums.',
    'Low.',
    'Your income depends on your physical ability to work.',
    'Usually total and permanent disability only. Compare a personal accident policy, which can also pay for partial or temporary disability.',
  ],
  [
    'Critical illness',
    'A lump sum on first diagnosis of a listed illness (such as specified cancers, heart attack, stroke, kidney failure, major organ transplant), if you survive the survival period in the wording.',
    'Medium to high, rising with age; health and CI riders may cost up to 100% of the base premium (2019 rules).',
    'Your family lives on your income: the lump sum replaces income during treatment and recovery, which a health policy does not pay.',
    '“Accelerated” CI pays out of the death cover and reduces it; “additional” pays on top. Check the list, the severity definitions and the waiting period from the start of cover.',
  ],
  [
    'Waiver of premium',
    'Future premiums of the base policy are paid by the insurer after a covered event (critical illness or disability; for a child plan, the payer’s death), and cover continues.',
    'Low.',
    'Premiums run for many years, so a long illness could make you lapse the policy.',
    'Which events trigger it, and whether the waiver covers riders too.',
  ],
  [
    'Term assurance rider',
    'Extra life cover on top of an endowment or other savings policy (e.g. LIC’s New Term Assurance Rider).',
    'As a term plan of the same cover.',
    'Rarely: a separate term plan is usually simpler and can be kept or dropped on its own.',
    'It ends with the savings policy.',
  ],
  [
    'Hospital cash',
    'A fixed amount for each day in hospital.',
    'Low to medium.',
    'Only as a small extra on top of a full health policy.',
    'It is not health insurance: bills are paid by your health policy, not by this.',
  ],
];

/** 2. Add-on covers on health policies. */
const HEALTH_ADDONS: Row[] = [
  [
    'Room rent waiver',
    'Removes the room-rent limit, so choosing a bigger room no longer cuts down the rest of the bill (proportionate deduction, example below).',
    'Low to medium.',
    'Your policy caps the room (for example at 1% of the sum insured a day) and hospitals near you charge more.',
    'Some plans have no room limit to begin with: check before paying for the add-on.',
  ],
  [
    'Consumables (non-payable items)',
    'Items a health policy otherwise excludes, such as gloves, masks, PPE kits and other non-medical items on IRDAI’s list of non-payable items.',
    'Low.',
    'Surgery or a long stay: these items add up on every bill.',
    'The list covered and any cap per claim.',
  ],
  [
    'Maternity and newborn',
    'Delivery expenses, and often the newborn’s first-year cover, up to a limit per delivery.',
    'High compared with what it pays.',
    'You plan a child after the waiting period ends and an employer’s group cover does not already pay for it.',
    'A long waiting period (in years), a cap per delivery, and a limited number of deliveries.',
  ],
  [
    'OPD cover',
    'Doctor’s consultations, tests and medicines without a hospital stay, up to a yearly limit.',
    'Often close to the benefit itself.',
    'Regular consultations for a long-term condition, and the premium is clearly below the yearly limit.',
    'Compare the extra premium with the yearly cap: if they are close, you are prepaying your own bills.',
  ],
  [
    'Hospital cash (daily allowance)',
    'A fixed sum per day in hospital, for costs a policy does not pay (travel, a carer, lost wages).',
    'Low.',
    'You are self-employed and a hospital stay stops your income.',
    'Days excluded at the start of each stay, and a cap on days.',
  ],
  [
    'Shorter pre-existing disease wait',
    'Brings forward cover for conditions you already have.',
    'Medium to high.',
    'You have a known condition (diabetes, hypertension) that is likely to need treatment soon.',
    'The waiting period is already at most 36 months under IRDAI’s 2024 rules: see what the add-on shortens it to.',
  ],
  [
    'Critical illness and personal accident',
    'A lump sum on a listed illness, or on accidental death or disability, alongside the health policy.',
    'Low (accident) to medium (CI).',
    'As for the term riders: income replacement, not bills.',
    'Do not buy the same cover twice on the term plan and the health plan.',
  ],
];

/** The room-rent example: how a limit cuts a whole claim. */
function roomRentExample(doc: Doc) {
  const ex = ROOM_RENT_EXAMPLE;
  const r = proportionateClaim(ex);
  h3(doc, 'Example: how a room-rent limit cuts a whole claim (illustrative figures)');
  p(
    doc,
    `Sum insured ${inr(ex.sumInsured)} with a room-rent limit of ${ex.limitPercent}% of it, ${inr(r.limit)} a day. A ${ex.days}-day stay in a room of ${inr(ex.roomPerDay)} a day: the policy pays ${pct(r.ratio * 100, 1)} (${inr(r.limit)} ÷ ${inr(ex.roomPerDay)}) of the room and of the charges that depend on the room (doctors’ visits, surgery, nursing: ${inr(ex.roomLinked)} here). Pharmacy, consumables, implants, medical devices and diagnostics (${inr(ex.exempt)} here) are paid in full: IRDAI does not allow proportionate deduction on them.`,
  );
  table(
    doc,
    [
      { header: 'Part of the bill', width: 0.46 },
      { header: 'Billed', width: 0.27, align: 'right' },
      { header: 'Paid', width: 0.27, align: 'right' },
    ],
    [
      ['Room', inr(ex.roomPerDay * ex.days), inr(Math.min(r.limit, ex.roomPerDay) * ex.days)],
      ['Charges that depend on the room', inr(ex.roomLinked), inr(ex.roomLinked * r.ratio)],
      ['Pharmacy, consumables, implants, devices, diagnostics', inr(ex.exempt), inr(ex.exempt)],
      { cells: ['Total', inr(r.billed), inr(r.paid)], bold: true, shade: true },
    ],
  );
  p(
    doc,
    `You would pay ${inr(r.shortfall)} yourself, though the bill was well inside the sum insured. A room-rent waiver, or a room within the limit, avoids that.`,
  );
}

/** 3 and 4. A worksheet for the reader's quotes, and the sources. */
function worksheetAndSources(doc: Doc) {
  h2(doc, '3. Is a rider worth it for you? A quick worksheet');
  p(
    doc,
    'Ask for a quote with and without each rider. The worth of a rider is its price against the cover it adds, and against the cost of the same cover bought on its own (a separate critical illness or personal accident policy, for example).',
  );
  fillIn(doc, [
    { label: 'Base premium a year (A)', hint: 'term or health policy without riders' },
    { label: 'Premium of the rider a year (B)' },
    { label: 'Rider’s share of the base premium = B ÷ A × 100', hint: '%' },
    { label: 'Cover the rider adds', hint: 'sum assured, or the limit it removes' },
    { label: 'Price of the same cover as a separate policy', hint: 'from a quote' },
  ]);
  bullets(doc, [
    'Start with the gap: which event would hurt your family’s finances most that your base cover does not pay for?',
    'Prefer a separate policy when you may want to keep the cover after the base policy ends, or to change insurer for one of them.',
    'Buy riders while young and healthy: critical illness and disability cover can be refused or loaded after a diagnosis.',
    'Read the exclusions and the definitions in the rider wording, not the brochure.',
    'Disclose every illness and habit honestly on the proposal form: a claim can be refused for non-disclosure until the moratorium (60 months of continuous cover on health policies).',
    'You have 30 days from receiving the policy (the free-look period) to return it if the riders or terms are not what you were told.',
  ]);

  h2(doc, '4. Sources');
  bullets(doc, RIDER_SOURCES);
  p(
    doc,
    'Our Term Insurance Sufficiency and Health Insurance Comparison calculators work out the base cover you need and compare plans on premium, co-payment, room-rent limits and waiting periods.',
    { size: 9 },
  );
}

export function riderSheet({ fonts }: GuideInput): Promise<Buffer> {
  const title = 'Insurance Rider Explainer';
  const doc = startGuide(
    fonts,
    title,
    'Riders and add-on covers on term and health policies in India',
    `Riders on term and health policies: what each pays, what it costs, when it is worth it · as of ${EDITION.label}`,
  );
  p(
    doc,
    'A rider is an optional benefit bought with a base policy for an extra premium; on health policies the same idea is usually called an add-on or optional cover. It starts and ends with its base policy, is priced separately (your quote shows its premium on its own line), and pays only on the events in its own wording. Riders can fill real gaps, but they never replace enough base cover: first get the term cover and the health sum insured right, then add riders for the gaps that are left.',
  );

  h2(doc, '1. Riders on term (life) policies');
  table(doc, riderColumns('Rider', [0.16, 0.3, 0.16]), TERM_RIDERS, { size: 7.8 });

  ensure(doc, 200); // the heading with the table's first rows, never alone at a page's foot
  h2(doc, '2. Add-on covers on health policies');
  table(doc, riderColumns('Add-on', [0.17, 0.31, 0.14]), HEALTH_ADDONS, { size: 7.8 });

  roomRentExample(doc);
  worksheetAndSources(doc);
  return finish(doc, title);
}
