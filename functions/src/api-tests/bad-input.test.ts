import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '@36x/common';
import { apiForSuite, hasAuthEmulator, VALID, type StaffRole } from './harness';

/**
 * A table of bad inputs sent to every endpoint that takes a body (and bad ids to every endpoint that takes one),
 * by a caller who is allowed to make the call: each must answer 4xx with a message, and the store must be exactly
 * as it was (nothing half written).
 */
interface BodyEndpoint {
  call: string;
  method: 'POST' | 'PUT';
  path: (ids: Ids) => string;
  valid: () => Record<string, unknown>;
  caller: StaffRole | null;
  /** A text field of the body, to send with a wrong type. */
  textField: string;
}
interface Ids {
  blog: string;
  video: string;
  form: string;
  user: string;
}

const BODY_ENDPOINTS: BodyEndpoint[] = [
  {
    call: 'POST /api/blogs',
    method: 'POST',
    path: () => API.blogs,
    valid: VALID.blog,
    caller: 'user',
    textField: 'title',
  },
  {
    call: 'PUT /api/blogs/{id}',
    method: 'PUT',
    path: (i) => API.blog(i.blog),
    valid: VALID.blog,
    caller: 'user',
    textField: 'content',
  },
  {
    call: 'POST /api/videos',
    method: 'POST',
    path: () => API.videos,
    valid: VALID.video,
    caller: 'user',
    textField: 'youtubeUrl',
  },
  {
    call: 'PUT /api/videos/{id}',
    method: 'PUT',
    path: (i) => API.video(i.video),
    valid: VALID.video,
    caller: 'user',
    textField: 'views',
  },
  {
    call: 'POST /api/enquiry-forms',
    method: 'POST',
    path: () => API.enquiryForms,
    valid: VALID.enquiryForm,
    caller: 'user',
    textField: 'googleFormUrl',
  },
  {
    call: 'PUT /api/enquiry-forms/{id}',
    method: 'PUT',
    path: (i) => API.enquiryForm(i.form),
    valid: VALID.enquiryForm,
    caller: 'user',
    textField: 'title',
  },
  {
    call: 'POST /api/contacts',
    method: 'POST',
    path: () => API.contacts,
    valid: VALID.contact,
    caller: null,
    textField: 'email',
  },
  {
    call: 'POST /api/invitations',
    method: 'POST',
    path: () => API.invitations,
    valid: VALID.invitation,
    caller: 'admin',
    textField: 'email',
  },
  {
    call: 'PUT /api/users/{id}',
    method: 'PUT',
    path: (i) => API.user(i.user),
    valid: () => ({ ...VALID.userEdit(), role: 'viewer' }),
    caller: 'admin',
    textField: 'username',
  },
  {
    call: 'PUT /api/users/{id}/status',
    method: 'PUT',
    path: (i) => API.userStatus(i.user),
    valid: () => ({ isActive: true }),
    caller: 'admin',
    textField: 'isActive',
  },
  {
    call: 'PUT /api/users/{id}/permissions',
    method: 'PUT',
    path: (i) => API.userPermissions(i.user),
    valid: () => ({ permissions: ['inquiries:export'] }),
    caller: 'admin',
    textField: 'permissions',
  },
  {
    call: 'POST /api/auth/login',
    method: 'POST',
    path: () => API.login,
    valid: () => ({ username: 'viewer', password: '36x-demo-viewer' }),
    caller: null,
    textField: 'password',
  },
  {
    call: 'POST /api/calculator-usage',
    method: 'POST',
    path: () => API.calculatorUsage,
    valid: VALID.calculatorUsage,
    caller: null,
    textField: 'calculatorType',
  },
];

interface BadInput {
  name: string;
  status: number;
  build: (e: BodyEndpoint) => { body: string | Buffer; contentType?: string };
}

const json = (v: unknown) => ({ body: JSON.stringify(v), contentType: 'application/json' });
const BAD_INPUTS: BadInput[] = [
  {
    name: 'malformed JSON',
    status: 400,
    build: () => ({ body: '{"title": "unterminated', contentType: 'application/json' }),
  },
  {
    name: 'JSON with a trailing comma',
    status: 400,
    build: (e) => ({ body: JSON.stringify(e.valid()).replace(/}$/, ',}'), contentType: 'application/json' }),
  },
  { name: 'an empty body', status: 400, build: () => ({ body: '', contentType: 'application/json' }) },
  { name: 'a JSON array', status: 400, build: (e) => json([e.valid()]) },
  { name: 'JSON null', status: 400, build: () => json(null) },
  { name: 'a JSON string', status: 400, build: () => json('hello') },
  { name: 'an empty object', status: 400, build: () => json({}) },
  { name: 'an unknown field', status: 400, build: (e) => json({ ...e.valid(), isAdmin: true }) },
  {
    name: 'a __proto__ field',
    status: 400,
    build: (e) => ({
      body: JSON.stringify(e.valid()).replace(/^{/, '{"__proto__":{"role":"admin"},'),
      contentType: 'application/json',
    }),
  },
  {
    name: 'a number where text is expected',
    status: 400,
    build: (e) => json({ ...e.valid(), [e.textField]: 12345 }),
  },
  {
    name: 'an object where text is expected',
    status: 400,
    build: (e) => json({ ...e.valid(), [e.textField]: { $gt: '' } }),
  },
  {
    name: 'null where text is expected',
    status: 400,
    build: (e) => json({ ...e.valid(), [e.textField]: null }),
  },
  {
    name: 'a text/plain content type',
    status: 415,
    build: (e) => ({ body: JSON.stringify(e.valid()), contentType: 'text/plain' }),
  },
  {
    name: 'a form-urlencoded content type',
    status: 415,
    build: () => ({ body: 'title=x&content=y', contentType: 'application/x-www-form-urlencoded' }),
  },
  { name: 'no content type', status: 415, build: (e) => ({ body: JSON.stringify(e.valid()) }) },
  {
    name: 'a 1 MB body',
    status: 413,
    build: (e) => json({ ...e.valid(), [e.textField]: 'x'.repeat(1024 * 1024) }),
  },
  {
    name: 'invalid UTF-8 bytes',
    status: 400,
    build: () => ({
      body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      contentType: 'application/json',
    }),
  },
];

describe.skipIf(!hasAuthEmulator)('bad input never breaks anything', () => {
  let ids: Ids;
  const { h, t: tokens } = apiForSuite();
  beforeAll(async () => {
    const videos = await h.request('GET', API.videos);
    const forms = await h.request('GET', API.enquiryForms);
    const me = await h.request('GET', API.me, { token: tokens.viewer });
    ids = {
      blog: 'old-vs-new-tax-regime',
      video: videos.json[0].id,
      form: forms.json[0].id,
      user: me.json.id,
    };
  });

  const cases = BODY_ENDPOINTS.flatMap((e) =>
    BAD_INPUTS.map((b) => [e.call, b.name, b.status, e, b] as const),
  );

  it.each(cases)(
    'when %s gets %s, then it answers %i with a message and writes nothing',
    async (_c, _n, status, e, b) => {
      const before = await h.snapshot();
      const { body, contentType } = b.build(e);
      const headers: Record<string, string> = contentType ? { 'Content-Type': contentType } : {};
      const r = await h.request(e.method, e.path(ids), {
        token: e.caller ? tokens[e.caller] : null,
        body,
        headers,
      });
      expect(r.status, r.text).toBe(status);
      expect(typeof r.json?.message).toBe('string');
      expect(r.json.message.length).toBeGreaterThan(0);
      expect(await h.snapshot()).toEqual(before);
    },
  );

  it.each(BODY_ENDPOINTS.filter((e) => e.call.includes('{id}')))(
    'when $call names an unknown id, then it answers 404 with a message and writes nothing',
    async (e) => {
      const before = await h.snapshot();
      const unknown = { blog: 'nope', video: 'nope', form: 'nope', user: 'nope' };
      const r = await h.request(e.method, e.path(unknown), { token: tokens[e.caller!], json: e.valid() });
      expect(r.status).toBe(404);
      expect(r.json.message).toMatch(/not found/);
      expect(await h.snapshot()).toEqual(before);
    },
  );

  const ID_CALLS: [string, string, string][] = [
    ['GET', '/api/blogs/', 'Blog not found'],
    ['DELETE', '/api/blogs/', 'Blog not found'],
    ['DELETE', '/api/videos/', 'Video not found'],
    ['DELETE', '/api/enquiry-forms/', 'Enquiry form not found'],
    ['DELETE', '/api/users/', 'User not found'],
  ];
  const WEIRD_IDS = ['nope', '__name__', 'a%2Fb', '%20', 'x'.repeat(300), "1'%20OR%20'1'='1", '%F0%9F%92%B0'];
  it.each(ID_CALLS.flatMap(([m, p, msg]) => WEIRD_IDS.map((id) => [m, p + id, msg] as const)))(
    'when %s %s is called, then it answers 404 "%s" and writes nothing',
    async (method, path, message) => {
      const before = await h.snapshot();
      const r = await h.request(method, path, { token: tokens.admin });
      expect(r.status).toBe(404);
      expect(r.json.message).toBe(message);
      expect(await h.snapshot()).toEqual(before);
    },
  );

  it.each([
    ['PATCH', API.blogs],
    ['DELETE', API.blogs],
    ['GET', API.video('x')],
    ['DELETE', API.contacts],
    ['POST', API.activities],
    ['PUT', API.exportContacts],
    ['POST', API.exportEnquiries],
    ['GET', API.login],
    ['GET', API.calculatorUsage],
    ['GET', API.uploads],
  ])(
    'when %s %s uses a method the call does not have, then it answers 405 with Allow',
    async (method, path) => {
      const r = await h.request(method, path, { token: tokens.admin });
      expect(r.status).toBe(405);
      expect(r.json.message).toBe('Method not allowed');
      expect(r.headers.get('allow')).toBeTruthy();
    },
  );

  it('when a path is unknown or badly %-encoded, then it answers 404 or 400 in JSON', async () => {
    const unknown = await h.request('GET', '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Not found');
    const bad = await h.request('GET', '/api/blogs/%E0%A4%A');
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(typeof bad.json.message).toBe('string');
  });

  it('when a usage record nests too deep or puts arrays in arrays, then it answers 400', async () => {
    let deep: Record<string, unknown> = { v: 1 };
    for (let i = 0; i < 20; i++) deep = { d: deep };
    for (const inputData of [
      deep,
      {
        grid: [
          [1, 2],
          [3, 4],
        ],
      },
      { '': 1 },
      { __name__: 1 },
    ]) {
      const r = await h.request('POST', API.calculatorUsage, {
        json: { ...VALID.calculatorUsage(), inputData },
      });
      expect(r.status).toBe(400);
    }
    const r = await h.request('POST', API.calculatorUsage, {
      json: { calculatorType: 'sip-calc', inputData: {}, resultData: {} },
    });
    expect(r.json).toMatchObject({ message: 'Unknown calculatorType' });
  });
});
