/** Every /api path in one place (000 §7, 001 §7). */
export const API = {
  health: '/api/health',
  blogs: '/api/blogs',
  blog: (id: string) => `/api/blogs/${encodeURIComponent(id)}`,
  videos: '/api/videos',
  video: (id: string) => `/api/videos/${encodeURIComponent(id)}`,
  enquiryForms: '/api/enquiry-forms',
  enquiryForm: (id: string) => `/api/enquiry-forms/${encodeURIComponent(id)}`,
  contacts: '/api/contacts',
  activities: '/api/activities',
  exportContacts: '/api/export/contacts',
  exportEnquiries: '/api/export/enquiries',
  users: '/api/users',
  user: (id: string) => `/api/users/${encodeURIComponent(id)}`,
  userStatus: (id: string) => `/api/users/${encodeURIComponent(id)}/status`,
  userPermissions: (id: string) => `/api/users/${encodeURIComponent(id)}/permissions`,
  loginHistory: '/api/login-history',
  login: '/api/auth/login',
  me: '/api/auth/me',
  uploads: '/api/uploads',
  calculatorUsage: '/api/calculator-usage',
  /** Admin only: the tax rules of each year (shipped defaults or the stored edit). */
  taxRules: '/api/tax-rules',
  /** Public: the years whose rules an admin has edited (the calculators apply them over the shipped ones). */
  taxRulesInForce: '/api/tax-rules/in-force',
  taxRulesYear: (year: number | string) => `/api/tax-rules/${encodeURIComponent(String(year))}`,
  taxRulesPreview: (year: number | string) => `/api/tax-rules/${encodeURIComponent(String(year))}/preview`,
} as const;
