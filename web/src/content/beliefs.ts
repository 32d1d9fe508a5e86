export interface Belief {
  title: string;
  statement: string;
}

/** 'What We Believe' on the home page: three statements. */
export const beliefs: readonly [Belief, Belief, Belief] = [
  {
    title: 'Clarity before products',
    statement:
      'We explain the numbers first. A policy, fund or loan is only worth recommending once you can see for yourself why it fits.',
  },
  {
    title: 'Education over pressure',
    statement:
      'No cold calls, no spam, and no phone number needed for our free tools. You reach out when you are ready, not when a target is due.',
  },
  {
    title: 'Discipline beats noise',
    statement:
      'Tips, trends and headlines change every week. A written plan, reviewed calmly once or twice a year, is what actually builds wealth.',
  },
];
