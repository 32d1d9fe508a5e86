import { describe, expect, it } from 'vitest';
import { API, CAPABILITIES } from '@36x/common';
import { FsBlobs } from '../blobs/fs-blobs';
import { COLLECTIONS } from '../store/store';
import { apiForSuite, hasAuthEmulator, VALID, type Harness, type StaffRole } from './harness';

type Caller = 'anonymous' | StaffRole;
const CALLERS: Caller[] = ['anonymous', 'viewer', 'user', 'admin'];

interface Row {
  call: string;
  /** Prepares what the call needs (a fresh document to change or delete) and answers method, path and body. */
  make: (h: Harness) => Promise<{ method: string; path: string; json?: unknown; form?: FormData }>;
  expected: Record<Caller, number>;
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963d0cfdff01f00046d024e3d27b9e50000000049454e44ae426082',
  'hex',
);

async function seedDoc(h: Harness, collection: string, data: Record<string, unknown>): Promise<string> {
  const now = new Date().toISOString();
  return (await h.store.create(collection, { ...data, createdAt: now, updatedAt: now })).id;
}
const newBlog = (h: Harness) => seedDoc(h, COLLECTIONS.blogs, VALID.blog());
const newVideo = (h: Harness) =>
  seedDoc(h, COLLECTIONS.videos, {
    ...VALID.video(),
    thumbnail: 'https://img.youtube.com/vi/AbCdEfGhIj0/maxresdefault.jpg',
  });
const newForm = (h: Harness) => seedDoc(h, COLLECTIONS.enquiryForms, VALID.enquiryForm());
const newContact = (h: Harness) =>
  seedDoc(h, COLLECTIONS.contacts, { ...VALID.contact(), status: 'new', ownerId: '', notes: [], source: '' });
async function newUser(h: Harness): Promise<string> {
  const r = await h.addStaff(VALID.user());
  if (r.status !== 201) throw new Error(JSON.stringify(r.json));
  return r.json.id as string;
}

async function newInvitation(h: Harness): Promise<string> {
  const r = await h.request('POST', API.invitations, {
    token: (await h.tokens()).admin,
    json: VALID.invitation(),
  });
  if (r.status !== 201) throw new Error(r.text);
  return r.json.id as string;
}

/** A call that needs nothing prepared: its method and path, and a fresh body from `body` for each caller. */
const fixed =
  (method: string, path: string, body?: () => unknown): Row['make'] =>
  async () =>
    body ? { method, path, json: body() } : { method, path };

/** A call on a document made fresh for each caller by `newDoc`: `pathOf` names the call's path from its id. */
const onNew =
  (
    newDoc: (h: Harness) => Promise<string>,
    method: string,
    pathOf: (id: string) => string,
    body?: () => unknown,
  ): Row['make'] =>
  async (h) =>
    fixed(method, pathOf(await newDoc(h)), body)(h);

const all = (n: number): Record<Caller, number> => ({ anonymous: n, viewer: n, user: n, admin: n });
const staffOnly = (n: number): Record<Caller, number> => ({ anonymous: 401, viewer: n, user: n, admin: n });
const editors = (n: number): Record<Caller, number> => ({ anonymous: 401, viewer: 403, user: n, admin: n });
const admins = (n: number): Record<Caller, number> => ({ anonymous: 401, viewer: 403, user: 403, admin: n });

/** Every call of both call tables, plus /api/auth/me and the uploads calls (ROLE-MATRIX role table). */
const ROWS: Row[] = [
  { call: 'GET /api/health', make: fixed('GET', API.health), expected: all(200) },
  { call: 'GET /api/blogs', make: fixed('GET', API.blogs), expected: all(200) },
  {
    call: 'GET /api/blogs/{published}',
    make: fixed('GET', API.blog('old-vs-new-tax-regime')),
    expected: all(200),
  },
  {
    call: 'GET /api/blogs/{draft}',
    make: fixed('GET', API.blog('writing-a-will-checklist')),
    expected: { anonymous: 404, viewer: 200, user: 200, admin: 200 },
  },
  { call: 'POST /api/blogs', make: fixed('POST', API.blogs, VALID.blog), expected: editors(201) },
  {
    call: 'PUT /api/blogs/{id}',
    make: onNew(newBlog, 'PUT', API.blog, VALID.blog),
    expected: editors(200),
  },
  {
    call: 'DELETE /api/blogs/{id}',
    make: onNew(newBlog, 'DELETE', API.blog),
    expected: editors(204),
  },
  {
    call: 'GET /api/blogs/{id}/revisions',
    make: onNew(newBlog, 'GET', API.blogRevisions),
    expected: staffOnly(200),
  },
  {
    call: 'POST /api/blogs/{id}/revisions/{revisionId}/restore',
    make: async (h) => {
      const blogId = await newBlog(h);
      const now = new Date().toISOString();
      const fields = { ...VALID.blog(), title: 'An earlier title', imageAlt: '' };
      const rev = await h.store.create(COLLECTIONS.blogRevisions, {
        blogId,
        fields,
        versionSavedAt: now,
        createdAt: now,
        replacedById: null,
        replacedByName: 'editor',
        reason: 'update',
      });
      return { method: 'POST', path: API.blogRevisionRestore(blogId, rev.id) };
    },
    expected: editors(200),
  },
  { call: 'GET /api/videos', make: fixed('GET', API.videos), expected: all(200) },
  { call: 'POST /api/videos', make: fixed('POST', API.videos, VALID.video), expected: editors(201) },
  {
    call: 'PUT /api/videos/{id}',
    make: onNew(newVideo, 'PUT', API.video, VALID.video),
    expected: editors(200),
  },
  {
    call: 'DELETE /api/videos/{id}',
    make: onNew(newVideo, 'DELETE', API.video),
    expected: editors(204),
  },
  { call: 'GET /api/enquiry-forms', make: fixed('GET', API.enquiryForms), expected: all(200) },
  {
    call: 'POST /api/enquiry-forms',
    make: fixed('POST', API.enquiryForms, VALID.enquiryForm),
    expected: editors(201),
  },
  {
    call: 'PUT /api/enquiry-forms/{id}',
    make: onNew(newForm, 'PUT', API.enquiryForm, VALID.enquiryForm),
    expected: editors(200),
  },
  {
    call: 'DELETE /api/enquiry-forms/{id}',
    make: onNew(newForm, 'DELETE', API.enquiryForm),
    expected: editors(204),
  },
  { call: 'GET /api/contacts', make: fixed('GET', API.contacts), expected: staffOnly(200) },
  { call: 'POST /api/contacts', make: fixed('POST', API.contacts, VALID.contact), expected: all(201) },
  { call: 'GET /api/contacts/counts', make: fixed('GET', API.contactCounts), expected: staffOnly(200) },
  { call: 'GET /api/contacts/weekly', make: fixed('GET', API.contactWeeks), expected: staffOnly(200) },
  {
    call: 'GET /api/calculator-usage/top',
    make: fixed('GET', API.calculatorUsageTop),
    expected: staffOnly(200),
  },
  { call: 'GET /api/contacts/owners', make: fixed('GET', API.contactOwners), expected: staffOnly(200) },
  {
    call: 'GET /api/contacts/{id}',
    make: onNew(newContact, 'GET', API.contact),
    expected: staffOnly(200),
  },
  {
    call: 'PATCH /api/contacts/{id}',
    make: onNew(newContact, 'PATCH', API.contact, () => ({ status: 'contacted' })),
    expected: editors(200),
  },
  {
    call: 'POST /api/contacts/{id}/notes',
    make: onNew(newContact, 'POST', API.contactNotes, () => ({ text: 'Called' })),
    expected: editors(201),
  },
  {
    call: 'DELETE /api/contacts/{id}',
    make: onNew(newContact, 'DELETE', API.contact, () => ({ reason: 'person-asked' })),
    expected: admins(204),
  },
  { call: 'POST /api/contacts/purge', make: fixed('POST', API.contactsPurge), expected: admins(200) },
  { call: 'GET /api/activities', make: fixed('GET', API.activities), expected: staffOnly(200) },
  { call: 'GET /api/export/contacts', make: fixed('GET', API.exportContacts), expected: editors(200) },
  { call: 'GET /api/export/enquiries', make: fixed('GET', API.exportEnquiries), expected: editors(200) },
  { call: 'GET /api/users', make: fixed('GET', API.users), expected: admins(200) },
  { call: 'POST /api/users', make: fixed('POST', API.users, VALID.user), expected: all(405) },
  { call: 'GET /api/invitations', make: fixed('GET', API.invitations), expected: admins(200) },
  {
    call: 'POST /api/invitations',
    make: fixed('POST', API.invitations, VALID.invitation),
    expected: admins(201),
  },
  {
    call: 'POST /api/invitations/{id}/resend',
    make: onNew(newInvitation, 'POST', API.invitationResend),
    expected: admins(200),
  },
  {
    call: 'DELETE /api/invitations/{id}',
    make: onNew(newInvitation, 'DELETE', API.invitation),
    expected: admins(204),
  },
  {
    call: 'POST /api/invitations/preview (a token no link has)',
    make: fixed('POST', API.invitationPreview, () => ({ token: 'not-a-real-token' })),
    expected: all(400),
  },
  {
    call: 'PUT /api/users/{id}',
    make: onNew(newUser, 'PUT', API.user, VALID.userEdit),
    expected: admins(200),
  },
  {
    call: 'DELETE /api/users/{id}',
    make: onNew(newUser, 'DELETE', API.user),
    expected: admins(204),
  },
  {
    call: 'PUT /api/users/{id}/status',
    make: onNew(newUser, 'PUT', API.userStatus, () => ({ isActive: false })),
    expected: admins(200),
  },
  {
    call: 'PUT /api/users/{id}/permissions',
    make: onNew(newUser, 'PUT', API.userPermissions, () => ({ permissions: ['inquiries:export'] })),
    expected: admins(200),
  },
  { call: 'GET /api/login-history', make: fixed('GET', API.loginHistory), expected: admins(200) },
  { call: 'GET /api/auth/me', make: fixed('GET', API.me), expected: staffOnly(200) },
  {
    call: 'GET /api/audit-log',
    make: fixed('GET', `${API.auditLog}?type=sign-in&limit=5`),
    expected: admins(200),
  },
  { call: 'GET /api/settings/security', make: fixed('GET', API.securitySettings), expected: staffOnly(200) },
  {
    call: 'PUT /api/settings/security',
    make: fixed('PUT', API.securitySettings, () => ({ idleTimeoutMinutes: 30 })),
    expected: admins(200),
  },
  {
    call: 'POST /api/users/{id}/password-reset',
    make: onNew(newUser, 'POST', API.userPasswordReset),
    expected: admins(200),
  },
  {
    call: 'POST /api/users/{id}/sessions/end',
    make: onNew(newUser, 'POST', API.userSessionsEnd),
    expected: admins(204),
  },
  // POST /api/auth/password and /api/auth/sign-out-everywhere end the caller's sessions, so they would spoil the
  // shared tokens here: accounts.test.ts covers them for every role.
  {
    call: 'POST /api/uploads',
    make: async () => {
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
      return { method: 'POST', path: API.uploads, form };
    },
    expected: editors(201),
  },
  {
    call: 'GET /api/uploads/{path}',
    make: async (h) => {
      const url = await new FsBlobs(`${h.dataDir}/uploads`, '/api/uploads').put(
        'blog-images/matrix.png',
        PNG,
        'image/png',
      );
      return { method: 'GET', path: url };
    },
    expected: all(200),
  },
  {
    call: 'POST /api/calculator-usage',
    make: fixed('POST', API.calculatorUsage, VALID.calculatorUsage),
    expected: all(202),
  },
  {
    call: 'POST /api/calculator-usage (insurance shape)',
    make: fixed('POST', API.calculatorUsage, VALID.insuranceUsage),
    expected: all(202),
  },
];

describe.skipIf(!hasAuthEmulator)('role matrix: every endpoint for anonymous, viewer, user and admin', () => {
  const { h } = apiForSuite();

  const cases = ROWS.flatMap((row) =>
    CALLERS.map((caller) => [row.call, caller, row.expected[caller], row] as const),
  );

  it.each(cases)('when %s is called by %s, then it answers %i', async (_call, caller, expected, row) => {
    const { method, path, json, form } = await row.make(h);
    const token = caller === 'anonymous' ? null : (await h.tokens())[caller];
    const r = await h.request(method, path, { token, json, body: form });
    expect(r.status, r.text).toBe(expected);
    if (expected >= 400) {
      expect(typeof r.json?.message).toBe('string');
      expect(r.json.message.length).toBeGreaterThan(0);
    }
  });

  it('when the me call is made, then it answers the caller record and the capabilities of its role', async () => {
    const t = await h.tokens();
    const viewer = await h.request('GET', API.me, { token: t.viewer });
    expect(viewer.json).toMatchObject({
      username: 'viewer',
      role: 'viewer',
      capabilities: ['dashboard:read', 'inquiries:read'],
    });
    const admin = await h.request('GET', API.me, { token: t.admin });
    // An admin holds every capability of ROLE-MATRIX, in the order CAPABILITIES lists them.
    expect(admin.json.capabilities).toEqual([...CAPABILITIES]);
  });

  it('when a token is malformed or not a bearer token, then staff calls answer 401 and public reads still work', async () => {
    for (const header of ['Bearer not-a-token', 'Basic YWRtaW46YWRtaW4=', 'Bearer ', 'Bearer a.b.c']) {
      const staff = await h.request('GET', API.contacts, { headers: { Authorization: header } });
      expect(staff.status).toBe(401);
      const pub = await h.request('GET', API.blogs, { headers: { Authorization: header } });
      expect(pub.status).toBe(200);
      expect(pub.json.every((b: { status: string }) => b.status === 'published')).toBe(true);
    }
  });
});
