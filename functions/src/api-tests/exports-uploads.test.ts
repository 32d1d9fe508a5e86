import express from 'express';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, LIMITS, responsiveSources } from '@36x/common';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createApp } from '../app';
import { FsBlobs } from '../blobs/fs-blobs';
import { FirebaseIdentity } from '../identity/firebase-identity';
import { apiForSuite, hasAuthEmulator, startApi, testConfig, VALID, type Harness } from './harness';

// Real pictures (the API decodes every upload with sharp): a tiny PNG for the envelope checks, then one of each type.
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6fb0' } });
const PNG = await solid(4, 4).png().toBuffer();
const SAMPLES: [string, Buffer, string][] = [
  ['JPEG', await solid(40, 20).jpeg().toBuffer(), 'jpg'],
  ['PNG', await solid(40, 20).png().toBuffer(), 'png'],
  ['GIF', await solid(40, 20).gif().toBuffer(), 'gif'],
  ['WebP', await solid(40, 20).webp().toBuffer(), 'webp'],
];
/** A 2400 x 1200 photo carrying EXIF with a GPS position (Mumbai), as a phone would send it. */
const GPS_JPEG = await solid(2400, 1200)
  .jpeg()
  .withExif({
    IFD0: { Make: 'TestCam' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '19/1 4/1 0/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '72/1 52/1 0/1',
    },
  })
  .toBuffer();
/** EXIF's GPS block is pointed at by tag 0x8825 in IFD0 (either byte order). */
const hasGps = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

function imageForm(bytes: Buffer, name = 'photo.png', type = 'image/png', field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  return form;
}

describe.skipIf(!hasAuthEmulator)('CSV exports', () => {
  const { h, t } = apiForSuite();

  it('when contacts are exported, then the file is contacts.csv with a BOM, RFC 4180 quoting and neutralized formulas', async () => {
    const evil = {
      ...VALID.contact(),
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: 'Rao, Jr.',
      phone: '+91 98765 43210',
      message: 'Line one\nLine "two" with ₹5,000',
    };
    expect((await h.request('POST', API.contacts, { json: evil })).status).toBe(201);
    const r = await h.request('GET', API.exportContacts, { token: t.user });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="contacts.csv"');
    expect([...r.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = r.bytes.subarray(3).toString('utf8');
    const [header, first] = text.split('\r\n');
    expect(header).toBe(
      'First Name,Last Name,Email,Phone,Subject,Message,Submitted (IST),Status,Source,Owner,Notes,Last Note,Last Action (IST)',
    );
    // The quoted message keeps its line feed inside the field; then the IST date-time, the status and the source
    // (empty: from the contact page), no owner, no notes, no action yet (API-CSV-3), and CRLF.
    expect(first).toMatch(/,\d{4}-\d\d-\d\d \d\d:\d\d,New,,,0,,$/);
    expect(first!.replace(/(,[^,]*){7}$/, '')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")","Rao, Jr.",meera.nair@example.com,'+91 98765 43210,Financial Consultation,"Line one\nLine ""two"" with ₹5,000"`,
    );
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('when enquiry forms are exported, then the file is enquiry-forms.csv with every form, active or not', async () => {
    const r = await h.request('GET', API.exportEnquiries, { token: t.user });
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="enquiry-forms.csv"');
    const lines = r.bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Title,Description,Icon,Image,Google Form URL,Features,Status,Created (IST)');
    expect(lines.length).toBe(1 + 4);
    expect(lines.some((l) => l.includes(',Inactive,'))).toBe(true);
    expect(lines[1]).toContain(
      'Old vs new regime comparison; Capital gains computation; Notice and refund follow-up',
    );
  });

  it('when a viewer asks for an export, then it is refused with 403 and no file', async () => {
    const r = await h.request('GET', API.exportContacts, { token: (await h.tokens()).viewer });
    expect(r.status).toBe(403);
    expect(r.headers.get('content-disposition')).toBeNull();
  });
});

describe.skipIf(!hasAuthEmulator)('uploads (POST /api/uploads)', () => {
  const { h, t } = apiForSuite();

  it.each(SAMPLES)(
    'when a %s image is uploaded, then it answers its URL and the API serves it re-encoded in its type, with a WebP beside it',
    async (_n, bytes, ext) => {
      const r = await h.request('POST', API.uploads, {
        token: t.user,
        body: imageForm(bytes, 'anything.bin', 'application/octet-stream'),
      });
      expect(r.status, r.text).toBe(201);
      expect(r.json.url).toMatch(new RegExp(`^/api/uploads/blog-images/[A-Za-z0-9]{20}_40\\.${ext}$`));
      const got = await h.request('GET', r.json.url);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe(`image/${ext === 'jpg' ? 'jpeg' : ext}`);
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await sharp(got.bytes).metadata()).width).toBe(40);
      const sources = responsiveSources(r.json.url)!;
      const webpUrl = sources.webp.srcSet.split(' ')[0]!;
      const webp = await h.request('GET', webpUrl);
      expect(webp.status).toBe(200);
      expect(webp.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(webp.bytes).metadata()).format).toBe('webp');
    },
  );

  it('when a large JPEG with EXIF GPS is uploaded, then every stored size comes back without EXIF, at most 1600 px wide, with a 480 px card and WebP', async () => {
    const sent = await sharp(GPS_JPEG).metadata();
    expect(hasGps(sent.exif)).toBe(true);
    const r = await h.request('POST', API.uploads, {
      token: t.user,
      body: imageForm(GPS_JPEG, 'beach.jpg', 'image/jpeg'),
    });
    expect(r.status, r.text).toBe(201);
    expect(r.json.url).toMatch(/_1600\.jpg$/);
    const sources = responsiveSources(r.json.url)!;
    const urls = [sources.fallback.srcSet, sources.webp.srcSet].flatMap((set) =>
      set.split(', ').map((entry) => entry.split(' ') as [string, string]),
    );
    expect(urls.map(([, w]) => w).sort()).toEqual(['1600w', '1600w', '480w', '480w']);
    for (const [url, w] of urls) {
      const got = await h.request('GET', url);
      expect(got.status, url).toBe(200);
      const meta = await sharp(got.bytes).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(hasGps(meta.exif)).toBe(false);
      expect(`${meta.width}w`).toBe(w);
      expect(meta.height).toBe(meta.width! / 2);
      expect(meta.format).toBe(url.endsWith('.webp') ? 'webp' : 'jpeg');
    }
  });

  it('when an author photo is uploaded as an avatar, then it is stored as a square without its GPS position, and the profile takes it', async () => {
    const r = await h.request('POST', `${API.uploads}?kind=avatar`, {
      token: t.user,
      body: imageForm(GPS_JPEG, 'me.jpg', 'image/jpeg'),
    });
    expect(r.status, r.text).toBe(201);
    expect(r.json.url).toMatch(/^\/api\/uploads\/blog-images\/[A-Za-z0-9]{20}_512\.jpg$/);
    const got = await h.request('GET', r.json.url);
    const meta = await sharp(got.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect(hasGps(meta.exif)).toBe(false);
    const me = await h.request('GET', API.me, { token: t.user });
    const saved = await h.request('PUT', API.userProfile(me.json.id), {
      token: t.user,
      json: { name: 'Demo Editor', bio: '', photo: r.json.url },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.profile.photo).toBe(r.json.url);
  });

  it('when the bytes start like an image but do not decode, then it answers 422 and stores nothing', async () => {
    const before = await h.snapshot();
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const r = await h.request('POST', API.uploads, {
      token: t.user,
      body: imageForm(fake, 'a.jpg', 'image/jpeg'),
    });
    expect(r.status).toBe(422);
    expect(r.json.errors.file).toBe('The image could not be read. Please try another file.');
    expect(await h.snapshot()).toEqual(before);
  });

  it('when the bytes are not an image (whatever the name and type say), then it answers 415 with the spec message', async () => {
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('%PDF-1.7'),
      Buffer.from('just text'),
    ]) {
      const r = await h.request('POST', API.uploads, {
        token: t.user,
        body: imageForm(bytes, 'photo.png', 'image/png'),
      });
      expect(r.status).toBe(415);
      expect(r.json.message).toBe('Please select an image file (JPG, PNG, GIF, etc.)');
    }
  });

  it('when the image is over 5 MB, then it answers 413 with the spec message; exactly 5 MB is accepted', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(LIMITS.imageMaxBytes - PNG.length)]);
    const ok = await h.request('POST', API.uploads, { token: t.user, body: imageForm(exact) });
    expect(ok.status).toBe(201);
    const before = await h.snapshot();
    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    const r = await h.request('POST', API.uploads, { token: t.user, body: imageForm(over) });
    expect(r.status).toBe(413);
    expect(r.json.message).toBe('Please select an image smaller than 5MB');
    const huge = await h.request('POST', API.uploads, {
      token: t.user,
      body: imageForm(Buffer.concat([over, Buffer.alloc(2 * 1024 * 1024)])),
    });
    expect(huge.status).toBe(413);
    expect(await h.snapshot()).toEqual(before);
  });

  it('when the request is not multipart, has no file, or uses another field, then it answers 4xx with a message', async () => {
    const asJson = await h.request('POST', API.uploads, {
      token: t.user,
      json: { file: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    expect(asJson.status).toBe(415);
    const empty = new FormData();
    empty.append('note', 'no file here');
    expect((await h.request('POST', API.uploads, { token: t.user, body: empty })).status).toBe(400);
    expect(
      (
        await h.request('POST', API.uploads, {
          token: t.user,
          body: imageForm(PNG, 'a.png', 'image/png', 'image'),
        })
      ).status,
    ).toBe(400);
    const broken = await h.request('POST', API.uploads, {
      token: t.user,
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    const two = imageForm(PNG);
    two.append('file', new Blob([PNG]), 'b.png');
    expect((await h.request('POST', API.uploads, { token: t.user, body: two })).status).toBe(400);
  });

  it('when an upload path is unknown or tries to leave the folder, then it answers 404', async () => {
    for (const p of [
      '/api/uploads/blog-images/none.png',
      '/api/uploads/..%2F..%2Fapp.sqlite',
      '/api/uploads/app.sqlite',
      '/api/uploads/blog-images/x.png.type',
    ]) {
      expect((await h.request('GET', p)).status).toBe(404);
    }
  });

  it('when a stored file lies outside blog-images/, then it is not served (only blog images are public)', async () => {
    const blobs = new FsBlobs(`${h.dataDir}/uploads`, '/api/uploads');
    await blobs.put('private/report.png', PNG, 'image/png');
    await blobs.put('blog-images/public.png', PNG, 'image/png');
    expect((await h.request('GET', '/api/uploads/private/report.png')).status).toBe(404);
    expect((await h.request('GET', '/api/uploads/blog-images/..%2Fprivate%2Freport.png')).status).toBe(404);
    expect((await h.request('GET', '/api/uploads/blog-images/public.png')).status).toBe(200);
  });
});

describe.skipIf(!hasAuthEmulator)('uploads in firebase mode', () => {
  let h: Harness;
  afterAll(async () => h?.close());

  it('when the API runs in firebase mode, then it serves no stored file at all (images come from Cloud Storage)', async () => {
    h = await startApi({ config: { mode: 'firebase' } });
    const token = (await h.tokens()).user;
    const r = await h.request('POST', API.uploads, { token, body: imageForm(PNG) });
    expect(r.status, r.text).toBe(201);
    const got = await h.request('GET', r.json.url);
    expect(got.status).toBe(404);
    expect(got.bytes.equals(PNG)).toBe(false);
  });
});

describe.skipIf(!hasAuthEmulator)(
  'behind Cloud Functions (the request stream already read into req.rawBody)',
  () => {
    let h: Harness;
    let server: import('node:http').Server;
    let base: string;
    let firebaseApp: App;
    beforeAll(async () => {
      h = await startApi();
      // What the Functions framework does before the app runs: reads the bytes, keeps them in rawBody, parses JSON.
      firebaseApp = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-36x' }, 'raw-body-test');
      const inner = createApp({
        store: h.store,
        blobs: new FsBlobs(`${h.dataDir}/uploads`, '/api/uploads'),
        identity: new FirebaseIdentity(getAuth(firebaseApp)),
        config: testConfig(h.dataDir),
      });
      const outer = express();
      outer.use(express.raw({ type: () => true, limit: '10mb' }), (req, _res, next) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        (req as unknown as { rawBody: Buffer }).rawBody = raw;
        try {
          req.body = req.is('application/json') ? JSON.parse(raw.toString('utf8')) : {};
        } catch {
          req.body = {};
        }
        next();
      });
      outer.use(inner);
      server = await new Promise((resolve) => {
        const s = outer.listen(0, '127.0.0.1', () => resolve(s));
      });
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((r) => server.close(r));
      await deleteApp(firebaseApp);
      await h?.close();
    });

    it('when JSON and an upload arrive, then they are read from rawBody with the same limits and answers', async () => {
      const post = (path: string, init: RequestInit) => fetch(base + path, { method: 'POST', ...init });
      const ok = await post(API.contacts, {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(VALID.contact()),
      });
      expect(ok.status).toBe(201);
      const bad = await post(API.contacts, {
        headers: { 'Content-Type': 'application/json' },
        body: '{"firstName":',
      });
      expect(bad.status).toBe(400);
      const big = await post(API.calculatorUsage, {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...VALID.calculatorUsage(), inputData: { pad: 'x'.repeat(20_000) } }),
      });
      expect(big.status).toBe(413);
      const token = (await h.tokens()).user;
      const up = await post(API.uploads, {
        headers: { Authorization: `Bearer ${token}` },
        body: imageForm(PNG),
      });
      expect(up.status).toBe(201);
      const { url } = (await up.json()) as { url: string };
      expect((await fetch(base + url)).status).toBe(200);
    });
  },
);
