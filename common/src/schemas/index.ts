export * from './contact';
export * from './blog';
export * from './video';
export * from './enquiry-form';
export * from './user';
export * from './calculator-usage';
export * from './account';
export * from './capped-number';
