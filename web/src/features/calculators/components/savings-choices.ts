/** The senior-citizen choice of the FD and RD calculators: it raises the TDS threshold. */
export const SENIOR_CHOICE = {
  name: 'senior',
  label: 'Senior citizen',
  helperText: 'Higher TDS threshold',
  options: [
    { value: 'no', label: 'No' },
    { value: 'yes', label: 'Yes (60 or older)' },
  ],
} as const;

/** The period field of the SIP and lumpsum calculators: part years are allowed, counted in whole months. */
export const PART_YEARS_FIELD = {
  name: 'years',
  label: 'Period (years)',
  min: 0,
  step: 0.5,
  helperText: 'Part years count in whole months',
} as const;
