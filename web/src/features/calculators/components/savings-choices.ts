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
