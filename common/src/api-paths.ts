/**
 * The page an invitation's link opens (decision 057): the token rides in its fragment, which no server, log or
 * Referer sees. Here, beside the API's paths, because the mail (functions) and the route (web) both need it.
 */
export const ACCEPT_INVITE_PATH = '/admin-dashboard/accept-invite';

/** Every /api path in one place (API-CALLS-1). */
export const API = {
  health: '/api/health',
  blogs: '/api/blogs',
  blogsBulk: '/api/blogs/bulk',
  tags: '/api/tags',
  tag: (slug: string) => `/api/tags/${encodeURIComponent(slug)}`,
  tagMerge: (slug: string) => `/api/tags/${encodeURIComponent(slug)}/merge`,
  blog: (id: string) => `/api/blogs/${encodeURIComponent(id)}`,
  /** Staff: a post's kept versions, newest first (ADMIN-PUBLISH). */
  blogRevisions: (id: string) => `/api/blogs/${encodeURIComponent(id)}/revisions`,
  /** Editors and admins: put a kept version back (the current one becomes a revision itself). */
  blogRevisionRestore: (id: string, revisionId: string) =>
    `/api/blogs/${encodeURIComponent(id)}/revisions/${encodeURIComponent(revisionId)}/restore`,
  /** ADMIN-PUBLISH-9, admins: what was deleted in the last 30 days; restore it or delete it for good. */
  trash: '/api/trash',
  trashItem: (id: string) => `/api/trash/${encodeURIComponent(id)}`,
  trashRestore: (id: string) => `/api/trash/${encodeURIComponent(id)}/restore`,
  /** ADMIN-PUBLISH-7, public: staff with an author profile, and one by its slug. */
  authors: '/api/authors',
  author: (slug: string) => `/api/authors/${encodeURIComponent(slug)}`,
  /** An author profile: admins for anyone, each staff member for themselves. */
  userProfile: (id: string) => `/api/users/${encodeURIComponent(id)}/profile`,
  videos: '/api/videos',
  video: (id: string) => `/api/videos/${encodeURIComponent(id)}`,
  enquiryForms: '/api/enquiry-forms',
  enquiryForm: (id: string) => `/api/enquiry-forms/${encodeURIComponent(id)}`,
  contacts: '/api/contacts',
  contact: (id: string) => `/api/contacts/${encodeURIComponent(id)}`,
  contactNotes: (id: string) => `/api/contacts/${encodeURIComponent(id)}/notes`,
  contactCounts: '/api/contacts/counts',
  contactOwners: '/api/contacts/owners',
  contactWeeks: '/api/contacts/weekly',
  contactsPurge: '/api/contacts/purge',
  /** Editors and admins: one status or owner change to many enquiries (CONTACT-LEADS-6). */
  contactsBulk: '/api/contacts/bulk',
  /** Readers: the matching enquiries grouped by email address, latest first (CONTACT-LEADS-8). */
  contactPeople: '/api/contacts/people',
  activities: '/api/activities',
  exportContacts: '/api/export/contacts',
  exportEnquiries: '/api/export/enquiries',
  users: '/api/users',
  user: (id: string) => `/api/users/${encodeURIComponent(id)}`,
  userStatus: (id: string) => `/api/users/${encodeURIComponent(id)}/status`,
  userPermissions: (id: string) => `/api/users/${encodeURIComponent(id)}/permissions`,
  userPasswordReset: (id: string) => `/api/users/${encodeURIComponent(id)}/password-reset`,
  /** Admins: staff invitations by e-mail (decision 057): list pending, invite, resend (a new link), revoke. */
  invitations: '/api/invitations',
  invitation: (id: string) => `/api/invitations/${encodeURIComponent(id)}`,
  invitationResend: (id: string) => `/api/invitations/${encodeURIComponent(id)}/resend`,
  /** Public, with the link's token in the body: what it is for, then accepting it with a username and password. */
  invitationPreview: '/api/invitations/preview',
  invitationAccept: '/api/invitations/accept',
  userSessionsEnd: (id: string) => `/api/users/${encodeURIComponent(id)}/sessions/end`,
  /** Admins: DELETE resets a user's two-factor sign-in (a lost phone). */
  userTwoFactor: (id: string) => `/api/users/${encodeURIComponent(id)}/two-factor`,
  loginHistory: '/api/login-history',
  auditLog: '/api/audit-log',
  securitySettings: '/api/settings/security',
  changePassword: '/api/auth/password',
  signOutEverywhere: '/api/auth/sign-out-everywhere',
  login: '/api/auth/login',
  signInLink: '/api/auth/sign-in-link',
  loginTwoFactor: '/api/auth/two-factor',
  /** The caller's own TOTP: GET state, POST start enrolment, PUT confirm with a code, DELETE turn off. */
  ownTwoFactor: '/api/auth/me/two-factor',
  me: '/api/auth/me',
  uploads: '/api/uploads',
  calculatorUsage: '/api/calculator-usage',
  /** Admin only: the tax rules of each year (shipped defaults or the stored edit). */
  taxRules: '/api/tax-rules',
  /** Public: the years whose rules an admin has edited (the calculators apply them over the shipped ones). */
  taxRulesInForce: '/api/tax-rules/in-force',
  taxRulesYear: (year: number | string) => `/api/tax-rules/${encodeURIComponent(String(year))}`,
  taxRulesPreview: (year: number | string) => `/api/tax-rules/${encodeURIComponent(String(year))}/preview`,
  /** Admin only: the small-savings rates (GET, PUT) and today's confirmation of them (POST …/confirm). */
  smallSavingsRates: '/api/tax-rules/small-savings',
  smallSavingsConfirm: '/api/tax-rules/small-savings/confirm',
  /** Public: the small-savings rates in force (shipped or edited), which the PPF and RD calculators default to. */
  smallSavingsInForce: '/api/tax-rules/small-savings/in-force',
  calculatorUsageTop: '/api/calculator-usage/top',
  /** The newsletter (SITE-NEWS): public subscribe, confirm and unsubscribe (RFC 8058 one-click: POST ?token=). */
  newsletterSubscribe: '/api/newsletter/subscribe',
  newsletterConfirm: '/api/newsletter/confirm',
  newsletterUnsubscribe: '/api/newsletter/unsubscribe',
  /** Staff: subscribers (search, counts, export) and the posts sent, with delivery counts. */
  subscribers: '/api/newsletter/subscribers',
  subscriberCounts: '/api/newsletter/subscribers/counts',
  exportSubscribers: '/api/export/subscribers',
  newsletterSends: '/api/newsletter/sends',
  /** Content writers: a post's newsletter to one address, marked [Test] (not a send). */
  newsletterTest: '/api/newsletter/test',
  /** Admins (subscribers:import): subscribers from a CSV file with their consent (SITE-NEWS-6). */
  subscriberImport: '/api/newsletter/subscribers/import',
  /** Admins (inquiries:erase): erase a person {email, reason} across enquiries, activities, mail and subscribers. */
  privacyErase: '/api/privacy/erase',
} as const;
