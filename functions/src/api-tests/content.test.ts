import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, LIMITS } from '@36x/common';
import { COLLECTIONS } from '../store/store';
import { apiForSuite, fromAddress, hasAuthEmulator, startApi, VALID, type Harness } from './harness';

describe.skipIf(!hasAuthEmulator)('content, contacts, activities and usage', () => {
  const { h, t } = apiForSuite();

  describe('blogs', () => {
    it('when a visitor lists blogs, then only published ones come, latest first, with the fields the site reads', async () => {
      const r = await h.request('GET', API.blogs);
      expect(r.json.length).toBe(7);
      for (const b of r.json) {
        expect(b.status).toBe('published');
        expect(Object.keys(b).sort()).toEqual([
          'authorId',
          'category',
          'content',
          'createdAt',
          'excerpt',
          'id',
          'image',
          'imageAlt',
          'metaDescription',
          'metaTitle',
          'ogDescription',
          'ogImage',
          'ogTitle',
          'publishAt',
          'slug',
          'status',
          'tagNames',
          'tags',
          'title',
          'twitterDescription',
          'twitterImage',
          'twitterTitle',
          'updatedAt',
        ]);
      }
      const times = r.json.map((b: { publishAt: string }) => b.publishAt);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('when staff list blogs, then drafts are included, unless they ask for the public view', async () => {
      const r = await h.request('GET', API.blogs, { token: t.viewer });
      expect(r.json.some((b: { status: string }) => b.status === 'draft')).toBe(true);
      const pub = await h.request('GET', `${API.blogs}?view=public`, { token: t.viewer });
      expect(pub.json.every((b: { status: string }) => b.status === 'published')).toBe(true);
      expect(
        (await h.request('GET', `${API.blog('writing-a-will-checklist')}?view=public`, { token: t.admin }))
          .status,
      ).toBe(404);
      const forms = await h.request('GET', `${API.enquiryForms}?view=public`, { token: t.admin });
      expect(forms.json.every((f: { isActive: boolean }) => f.isActive)).toBe(true);
    });

    it('when a visitor asks for a draft or an unknown id, then both answer 404 "Blog not found"', async () => {
      for (const id of ['writing-a-will-checklist', 'no-such-blog', 'x/y', '__proto__', 'a'.repeat(200)]) {
        const r = await h.request('GET', API.blog(id));
        expect(r.status).toBe(404);
        expect(r.json.message).toBe('Blog not found');
      }
    });

    it('when a blog is created without status, then it is published; a new post is first in the list; an activity is recorded', async () => {
      const { status: _s, ...body } = VALID.blog();
      const c = await h.request('POST', API.blogs, { token: t.user, json: { ...body, title: 'Fresh post' } });
      expect(c.status).toBe(201);
      expect(c.json).toMatchObject({ title: 'Fresh post', status: 'published', image: '' });
      expect((await h.request('GET', API.blogs)).json[0].id).toBe(c.json.id);
      const acts = await h.request('GET', API.activities, { token: t.viewer });
      expect(acts.json[0]).toMatchObject({
        type: 'blog',
        action: 'created',
        title: 'New blog post: Fresh post',
      });
    });

    it('when a draft is edited without a status field, then it stays a draft', async () => {
      const c = await h.request('POST', API.blogs, {
        token: t.user,
        json: { ...VALID.blog(), status: 'draft' },
      });
      const { status: _s, ...body } = VALID.blog();
      const u = await h.request('PUT', API.blog(c.json.id), {
        token: t.user,
        json: { ...body, title: 'Still a draft' },
      });
      expect(u.json).toMatchObject({ status: 'draft', title: 'Still a draft', createdAt: c.json.createdAt });
      expect(u.json.updatedAt >= c.json.updatedAt).toBe(true);
      expect((await h.request('GET', API.blog(c.json.id))).status).toBe(404);
      const pub = await h.request('PUT', API.blog(c.json.id), {
        token: t.user,
        json: { ...body, status: 'published' },
      });
      expect(pub.json.status).toBe('published');
      expect((await h.request('GET', API.blog(c.json.id))).status).toBe(200);
    });

    it('when an image is an upload path, an https URL on an allowed host or a small data URL, then it is accepted', async () => {
      for (const image of [
        '/api/uploads/blog-images/x.png',
        'https://firebasestorage.googleapis.com/v0/b/demo/o/blog-images%2Fa.jpg?alt=media',
        'data:image/png;base64,iVBORw0KGgo=',
      ]) {
        const json = { ...VALID.blog(), image, imageAlt: 'A chart of tax slabs' };
        const r = await h.request('POST', API.blogs, { token: t.admin, json });
        expect(r.status, r.text).toBe(201);
        expect(r.json.image).toBe(image);
        expect(r.json.imageAlt).toBe('A chart of tax slabs');
      }
    });

    it('when an image is on a host the site policy blocks, or a data URL too large, then 400 names image and nothing is stored', async () => {
      const before = await h.snapshot();
      for (const image of ['https://cdn.example.com/a.jpg', `data:image/png;base64,${'A'.repeat(250_000)}`]) {
        const json = { ...VALID.blog(), image, imageAlt: 'A chart' };
        const r = await h.request('POST', API.blogs, { token: t.admin, json });
        expect(r.status).toBe(400);
        expect(r.json.errors.image).toMatch(/upload the file instead/);
      }
      expect(await h.snapshot()).toEqual(before);
    });

    it('when an image comes without alt text, then 400 names imageAlt and nothing is stored (ADMIN-PUBLISH)', async () => {
      const before = await h.snapshot();
      const json = { ...VALID.blog(), image: '/api/uploads/blog-images/x.png' };
      const r = await h.request('POST', API.blogs, { token: t.admin, json });
      expect(r.status).toBe(400);
      expect(r.json.errors).toEqual({
        imageAlt: 'Describe the image for readers who cannot see it (alt text)',
      });
      const wrongType = await h.request('POST', API.blogs, {
        token: t.admin,
        json: { ...json, imageAlt: 7 },
      });
      expect(wrongType.status).toBe(400);
      expect(await h.snapshot()).toEqual(before);
    });
  });

  describe('videos', () => {
    it('when a video is created from a watch or short link, then the thumbnail comes from its id and any sent thumbnail is ignored', async () => {
      for (const [url, id] of [
        ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30', 'dQw4w9WgXcQ'],
        ['https://youtu.be/9bZkp7q19f0?si=abc', '9bZkp7q19f0'],
      ] as const) {
        const r = await h.request('POST', API.videos, {
          token: t.user,
          json: { ...VALID.video(), youtubeUrl: url, thumbnail: 'https://evil.example/x.jpg' },
        });
        expect(r.status).toBe(201);
        expect(r.json.thumbnail).toBe(`https://img.youtube.com/vi/${id}/maxresdefault.jpg`);
      }
    });

    it('when the URL has no recognisable id, then it is refused with the spec message', async () => {
      for (const youtubeUrl of [
        'https://www.youtube.com/channel/UC123',
        'https://vimeo.com/123',
        'https://youtu.be/',
        'not a url',
      ]) {
        const r = await h.request('POST', API.videos, {
          token: t.user,
          json: { ...VALID.video(), youtubeUrl },
        });
        expect(r.status).toBe(400);
        expect(r.json.errors.youtubeUrl).toBe('Please enter a valid YouTube URL');
      }
    });

    it('when views are sent or left out, then they stay a numeric string defaulting to "0"', async () => {
      const { views: _v, ...noViews } = VALID.video();
      const a = await h.request('POST', API.videos, { token: t.user, json: noViews });
      expect(a.json.views).toBe('0');
      const b = await h.request('POST', API.videos, {
        token: t.user,
        json: { ...VALID.video(), views: '0012500' },
      });
      expect(b.json.views).toBe('12500');
      const c = await h.request('POST', API.videos, {
        token: t.user,
        json: { ...VALID.video(), views: 12500 },
      });
      expect(c.status).toBe(400);
    });

    it('when a video URL is changed, then the thumbnail follows it', async () => {
      const a = await h.request('POST', API.videos, { token: t.user, json: VALID.video() });
      const u = await h.request('PUT', API.video(a.json.id), {
        token: t.user,
        json: { ...VALID.video(), youtubeUrl: 'https://youtu.be/aaaaaaaaaaa' },
      });
      expect(u.json.thumbnail).toBe('https://img.youtube.com/vi/aaaaaaaaaaa/maxresdefault.jpg');
    });
  });

  describe('enquiry forms', () => {
    it('when a visitor lists forms, then inactive ones are hidden; staff see all', async () => {
      const pub = await h.request('GET', API.enquiryForms);
      const staff = await h.request('GET', API.enquiryForms, { token: t.viewer });
      expect(pub.json.every((f: { isActive: boolean }) => f.isActive)).toBe(true);
      expect(staff.json.length).toBe(pub.json.length + 1);
    });

    it('when features hold repeats, then they are dropped and a blank one is refused; the icon defaults to the clipboard', async () => {
      const { icon: _i, ...body } = VALID.enquiryForm();
      const r = await h.request('POST', API.enquiryForms, {
        token: t.user,
        json: { ...body, features: ['A', ' A ', 'B'] },
      });
      expect(r.status, r.text).toBe(201);
      expect(r.json).toMatchObject({ icon: '📋', features: ['A', 'B'], isActive: true });
      const blank = await h.request('POST', API.enquiryForms, {
        token: t.user,
        json: { ...body, features: ['A', ' '] },
      });
      expect(blank.status).toBe(400);
      expect(blank.json.errors['features[1]']).toBe('Features cannot be blank');
    });

    it('when a form is deactivated, then visitors no longer see it', async () => {
      const r = await h.request('POST', API.enquiryForms, { token: t.user, json: VALID.enquiryForm() });
      expect((await h.request('GET', API.enquiryForms)).json.map((f: { id: string }) => f.id)).toContain(
        r.json.id,
      );
      await h.request('PUT', API.enquiryForm(r.json.id), {
        token: t.user,
        json: { ...VALID.enquiryForm(), isActive: false },
      });
      expect((await h.request('GET', API.enquiryForms)).json.map((f: { id: string }) => f.id)).not.toContain(
        r.json.id,
      );
    });
  });

  describe('contacts', () => {
    it('when a visitor sends the form, then it is stored, staff read it newest first, and an activity is recorded', async () => {
      const r = await h.request('POST', API.contacts, { json: { ...VALID.contact(), firstName: 'Kavya' } });
      expect(r.status).toBe(201);
      const list = await h.request('GET', API.contacts, { token: t.viewer });
      expect(list.json[0]).toMatchObject({ id: r.json.id, firstName: 'Kavya', subject: 'consultation' });
      const acts = await h.request('GET', API.activities, { token: t.viewer });
      expect(acts.json[0]).toMatchObject({ type: 'contact', title: 'New message from Kavya Nair' });
    });

    it('when the hidden honeypot field is filled, then it answers 201 in the same shape but stores nothing', async () => {
      const before = await h.snapshot();
      const r = await h.request('POST', API.contacts, {
        json: { ...VALID.contact(), website: 'https://spam.example' },
      });
      expect(r.status).toBe(201);
      expect(Object.keys(r.json).sort()).toEqual([
        'createdAt',
        'email',
        'firstName',
        'id',
        'lastName',
        'message',
        'phone',
        'subject',
      ]);
      expect(await h.snapshot()).toEqual(before);
      // An empty honeypot (what the real form sends) is a normal message.
      expect(
        (await h.request('POST', API.contacts, { json: { ...VALID.contact(), website: '' } })).status,
      ).toBe(201);
    });

    it('when a field breaks a rule, then each message is the spec one', async () => {
      const r = await h.request('POST', API.contacts, {
        json: {
          firstName: '',
          lastName: ' ',
          email: 'not-an-email',
          phone: '',
          subject: 'crypto',
          message: 'short',
        },
      });
      expect(r.status).toBe(400);
      expect(r.json.errors).toEqual({
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Please enter a valid email address',
        subject: 'Please select a subject',
        message: 'Message must be at least 10 characters long',
      });
    });
  });

  describe('activities', () => {
    it('when more than 20 activities exist, then the latest 20 come, newest first', async () => {
      for (let i = 0; i < 22; i++)
        await h.request('POST', API.videos, {
          token: t.user,
          json: { ...VALID.video(), title: `Bulk ${i}` },
        });
      const r = await h.request('GET', API.activities, { token: t.viewer });
      expect(r.json.length).toBe(LIMITS.recentActivities);
      expect(r.json[0].title).toBe('New video: Bulk 21');
      expect(r.json[19].title).toBe('New video: Bulk 2');
    });

    it('when a blog, video or form is deleted, then the activity names it', async () => {
      const b = await h.request('POST', API.blogs, {
        token: t.user,
        json: { ...VALID.blog(), title: 'To delete' },
      });
      expect((await h.request('DELETE', API.blog(b.json.id), { token: t.user })).status).toBe(204);
      expect((await h.request('DELETE', API.blog(b.json.id), { token: t.user })).status).toBe(404);
      const acts = await h.request('GET', API.activities, { token: t.viewer });
      expect(acts.json[0]).toMatchObject({
        type: 'blog',
        action: 'deleted',
        title: 'Blog post deleted: To delete',
      });
    });
  });

  describe('calculator usage', () => {
    it('when either shape is sent, then it answers 202 and stores one normalized record', async () => {
      const before = (await h.store.list(COLLECTIONS.calculatorUsage)).length;
      expect((await h.request('POST', API.calculatorUsage, { json: VALID.calculatorUsage() })).status).toBe(
        202,
      );
      expect((await h.request('POST', API.calculatorUsage, { json: VALID.insuranceUsage() })).status).toBe(
        202,
      );
      const docs = await h.store.list(COLLECTIONS.calculatorUsage, {
        orderBy: { field: 'createdAt', direction: 'asc' },
      });
      expect(docs.length).toBe(before + 2);
      expect(docs.at(-1)).toMatchObject({
        calculatorType: 'hybrid-term-insurance',
        inputData: { annualIncome: 1800000, children: [{ age: 6 }] },
        resultData: { totalCover: 25000000 },
      });
    });

    it.each([
      'ltcg-calculator',
      'dtaa-calculator',
      'income-tax',
      'loan-amortization',
      'bonds-calculator',
      'retirement-calculator',
      'mutual-fund-overlap',
      'rolling-returns',
      'balance-transfer',
      'health-insurance',
      'company-formation',
      'black-scholes',
    ])('when calculatorType is %s (from the calls table), then it is accepted', async (calculatorType) => {
      const r = await h.request('POST', API.calculatorUsage, {
        json: { calculatorType, inputData: {}, resultData: {} },
      });
      expect(r.status).toBe(202);
    });

    it('when the body is over 16 KB, then it answers 413 and stores nothing', async () => {
      const before = await h.snapshot();
      const big = {
        ...VALID.calculatorUsage(),
        inputData: { pad: 'x'.repeat(LIMITS.calculatorUsageBodyBytes) },
      };
      const r = await h.request('POST', API.calculatorUsage, { json: big });
      expect(r.status).toBe(413);
      expect(r.json.message).toMatch(/too large/);
      expect(await h.snapshot()).toEqual(before);
    });
  });
});

describe.skipIf(!hasAuthEmulator)('per-address rate limits on public calls', () => {
  // The default budget: 5 contact messages a minute per address.
  const { h } = apiForSuite({ rateLimitPerMinute: 30, signInStaff: false });

  it('when one address sends more than 5 contact messages in a minute, then it gets 429 with a clear message; another address does not', async () => {
    const from = (ip: string) =>
      h.request('POST', API.contacts, { json: VALID.contact(), ...fromAddress(ip) });
    for (let i = 0; i < 5; i++) expect((await from('127.0.7.10')).status).toBe(201);
    const blocked = await from('127.0.7.10');
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe(
      'You have sent several messages in a short time. Please wait a minute and try again.',
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('127.0.7.11')).status).toBe(201);
    h.clock.advance(61_000);
    expect((await from('127.0.7.10')).status).toBe(201);
  });

  it('when a client rotates the X-Forwarded-For it writes itself, then its limited key does not change', async () => {
    h.clock.advance(61_000);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await h.request('POST', API.contacts, {
        json: VALID.contact(),
        ...fromAddress('127.0.7.30', `198.51.100.${i}, 10.0.0.${i}`),
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('when one address logs more than 60 calculations a minute, then it gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push(
        (
          await h.request('POST', API.calculatorUsage, {
            json: VALID.calculatorUsage(),
            ...fromAddress('127.0.7.20'),
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 60).every((s) => s === 202)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe.skipIf(!hasAuthEmulator)('global ceiling on public writes', () => {
  // 1 contact message a minute per address; 8 public writes a minute from everyone: 8 contact messages and 8 usage
  // records (separate ceilings).
  const { h } = apiForSuite({
    rateLimitPerMinute: 6,
    config: { publicWritesPerMinute: 8 },
    signInStaff: false,
  });

  it('when many addresses each send within their own budget, then the ceiling still stops the flood and nothing more is stored', async () => {
    const contact = (i: number) =>
      h.request('POST', API.contacts, { json: VALID.contact(), ...fromAddress(`127.0.8.${i}`) });
    for (let i = 1; i <= 8; i++) expect((await contact(i)).status).toBe(201);
    const before = (await h.store.list(COLLECTIONS.contacts)).length;
    const refused = await contact(9);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(
      'We are receiving a great many requests right now. Please try again in a minute.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 10; i < 20; i++) expect((await contact(i)).status).toBe(429);
    expect(await h.store.list(COLLECTIONS.contacts)).toHaveLength(before);

    const usage = (i: number) =>
      h.request('POST', API.calculatorUsage, {
        json: VALID.calculatorUsage(),
        ...fromAddress(`127.0.8.${i}`),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await usage(100 + i)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 202, 202, 429, 429]);

    h.clock.advance(61_000);
    expect((await contact(50)).status).toBe(201);
  });

  it('when one address is over its own budget, then its refused calls do not use up the ceiling', async () => {
    h.clock.advance(61_000);
    const one = () =>
      h.request('POST', API.contacts, { json: VALID.contact(), ...fromAddress('127.0.9.77') });
    expect((await one()).status).toBe(201);
    for (let i = 0; i < 10; i++) expect((await one()).status).toBe(429);
    // The ceiling of 8 still has room for someone else.
    expect(
      (
        await h.request('POST', API.contacts, {
          json: VALID.contact(),
          ...fromAddress('127.0.9.78'),
        })
      ).status,
    ).toBe(201);
  });
});

describe.skipIf(!hasAuthEmulator)(
  'limits hold across function instances and workers (stored counters, both modes)',
  () => {
    let a: Harness;
    let b: Harness;
    beforeAll(async () => {
      // Two instances of the app, as Cloud Functions runs them, sharing one store.
      a = await startApi({ rateLimitPerMinute: 30 });
      b = await startApi({ rateLimitPerMinute: 30, store: a.store, seed: false });
      b.clock.now = a.clock.now;
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('when one address spreads its contact messages over two instances, then together they allow only its budget', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const h = i % 2 === 0 ? a : b;
        statuses.push(
          (
            await h.request('POST', API.contacts, {
              json: VALID.contact(),
              ...fromAddress('127.0.7.99'),
            })
          ).status,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      // Each instance alone saw 4 calls, within the budget of 5: only the stored count (all 8) could refuse.
      expect(await a.store.get(COLLECTIONS.rateLimits, 'contacts~127.0.7.99')).toMatchObject({ count: 8 });
    });

    it('when one address sends 20 contact messages at once through two workers, then exactly its budget of 5 is stored', async () => {
      a.clock.advance(61_000);
      b.clock.now = a.clock.now;
      const before = (await a.store.list(COLLECTIONS.contacts)).length;
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 === 0 ? a : b)
            .request('POST', API.contacts, { json: VALID.contact(), ...fromAddress('127.0.11.20') })
            .then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      expect(await a.store.list(COLLECTIONS.contacts)).toHaveLength(before + 5);
    });

    it('when the global ceiling is reached through one instance, then the other refuses too', async () => {
      a.clock.advance(61_000);
      b.clock.now = a.clock.now;
      const usage = (h: Harness, i: number) =>
        h.request('POST', API.calculatorUsage, {
          json: VALID.calculatorUsage(),
          ...fromAddress(`127.0.8.${i}`),
        });
      let accepted = 0;
      for (let i = 0; i < 130; i++) if ((await usage(a, i % 250)).status === 202) accepted++;
      expect(accepted).toBe(120); // the default ceiling: 120 public writes a minute
      expect((await usage(b, 251)).status).toBe(429);
    });
  },
);
