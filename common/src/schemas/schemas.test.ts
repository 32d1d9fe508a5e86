import { describe, expect, it } from 'vitest';
import type { AnySchema } from 'yup';
import { contactSchema } from './contact';
import {
  CONTENT_IMAGE_HOST_MESSAGE,
  DATA_IMAGE_TOO_BIG,
  IMAGE_HOST_MESSAGE,
  MAX_DATA_IMAGE_CHARS,
  blogSchema,
  markdownImageUrls,
} from './blog';
import { videoSchema } from './video';
import { addFeature, enquiryFormSchema } from './enquiry-form';
import { loginSchema } from './login';
import { authorProfileSchema, userCreateSchema, userUpdateSchema } from './user';
import { invitationAcceptSchema, invitationCreateSchema } from './invitation';

/** Collects every message per field, as a form shows them. */
function errorsOf(schema: AnySchema, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as { inner: { path?: string; message: string }[] }).inner) {
      if (inner.path && !out[inner.path]) out[inner.path] = inner.message;
    }
    return out;
  }
}

/**
 * One test per row: `valid` with the row's field set to the row's value gets the row's message for that field
 * (undefined: no message).
 */
function itGivesFieldMessages(
  schema: AnySchema,
  valid: Record<string, unknown>,
  rows: [string, string, string | undefined][],
  title = 'when %s is %j, then %j',
) {
  it.each(rows)(title, (field, value, message) => {
    expect(errorsOf(schema, { ...valid, [field]: value })[field]).toBe(message);
  });
}

const validContact = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '',
  subject: 'tax-planning',
  message: 'Please help me plan my taxes.',
};

// Messages are the specification's (ADMIN-VALID), verbatim.
describe('contact form', () => {
  it('when valid, then no errors', () => expect(errorsOf(contactSchema, validContact)).toEqual({}));
  itGivesFieldMessages(contactSchema, validContact, [
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', 'asha@', 'Please enter a valid email address'],
    ['subject', '', 'Please select a subject'],
    ['subject', 'lottery', 'Please select a subject'],
    ['message', 'Too short', 'Message must be at least 10 characters long'],
  ]);
  it('when the message has exactly 10 characters, then it passes', () => {
    expect(errorsOf(contactSchema, { ...validContact, message: '0123456789' })).toEqual({});
  });
  it.each(['a@b', 'asha@localhost', 'asha@example.', 'asha@.in', 'asha@example..in'])(
    'when the email %j has no domain with a dot, then it is refused (it could never be answered)',
    (email) => {
      expect(errorsOf(contactSchema, { ...validContact, email }).email).toBe(
        'Please enter a valid email address',
      );
    },
  );
  it.each(['a@b.in', 'asha.verma+tax@mail.example.co.in', ' asha@example.in '])(
    'when the email %j has a domain with a dot, then it passes',
    (email) => {
      expect(errorsOf(contactSchema, { ...validContact, email })).toEqual({});
    },
  );
});

const validBlog = {
  title: 'Old vs new tax regime',
  content: 'x'.repeat(50),
  excerpt: 'Which regime suits a salaried taxpayer?',
  category: 'Tax Planning',
  image: '',
  status: 'published',
};

describe('blog', () => {
  it('when a featured image is set without alt text, then alt text is required; without an image it is not (ADMIN-PUBLISH)', () => {
    const image = '/api/uploads/blog-images/a.png';
    expect(errorsOf(blogSchema, { ...validBlog, image })).toEqual({
      imageAlt: 'Describe the image for readers who cannot see it (alt text)',
    });
    expect(errorsOf(blogSchema, { ...validBlog, image, imageAlt: '   ' }).imageAlt).toBe(
      'Describe the image for readers who cannot see it (alt text)',
    );
    expect(errorsOf(blogSchema, { ...validBlog, image, imageAlt: 'A rupee coin on a ledger' })).toEqual({});
    expect(errorsOf(blogSchema, { ...validBlog, imageAlt: '' })).toEqual({});
    expect(errorsOf(blogSchema, { ...validBlog, image, imageAlt: 'a'.repeat(201) }).imageAlt).toBe(
      'Alt text is too long',
    );
  });

  it('when valid at the limits, then no errors', () => {
    expect(errorsOf(blogSchema, { ...validBlog, title: 't'.repeat(200), excerpt: 'e'.repeat(300) })).toEqual(
      {},
    );
  });
  itGivesFieldMessages(blogSchema, validBlog, [
    ['title', '', 'Title is required'],
    ['title', 't'.repeat(201), 'Title is too long'],
    ['content', '', 'Content is required'],
    ['content', 'c'.repeat(49), 'Content must be at least 50 characters'],
    ['excerpt', '', 'Excerpt is required'],
    ['excerpt', 'e'.repeat(301), 'Excerpt is too long'],
    ['category', '', 'Category is required'],
    ['image', 'javascript:alert(1)', 'Please enter a valid image URL or upload an image file'],
    ['image', 'not a url', 'Please enter a valid image URL or upload an image file'],
    // The site policy's img-src would block these: the form says so instead of saving a broken picture.
    ['image', 'https://example.in/a.png', IMAGE_HOST_MESSAGE],
    ['image', 'http://firebasestorage.googleapis.com/v0/b/x/o/a.png', IMAGE_HOST_MESSAGE],
    ['image', 'https://firebasestorage.googleapis.com.evil.example/a.png', IMAGE_HOST_MESSAGE],
  ]);
  it.each([
    'https://firebasestorage.googleapis.com/v0/b/demo/o/blog-images%2Fa.png?alt=media',
    '/api/uploads/blog-images/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('when the image is %s, then it is accepted', (image) =>
    expect(errorsOf(blogSchema, { ...validBlog, image, imageAlt: 'A chart' })).toEqual({}),
  );
  it('when a pasted data image is over the limit, then it is refused with a pointer to the upload', () => {
    const image = `data:image/png;base64,${'A'.repeat(MAX_DATA_IMAGE_CHARS)}`;
    expect(errorsOf(blogSchema, { ...validBlog, image, imageAlt: 'A chart' }).image).toBe(DATA_IMAGE_TOO_BIG);
  });
  // Decision 055: a post's own social cards.
  itGivesFieldMessages(
    blogSchema,
    validBlog,
    [
      ['ogTitle', 'o'.repeat(301), 'Facebook title must be at most 300 characters'],
      ['ogDescription', 'o'.repeat(501), 'Facebook description must be at most 500 characters'],
      ['twitterTitle', 'x'.repeat(301), 'X title must be at most 300 characters'],
      ['twitterDescription', 'x'.repeat(501), 'X description must be at most 500 characters'],
      ['ogImage', 'not a url', 'Please enter a valid image URL or upload an image file'],
      ['ogImage', 'https://example.in/card.png', IMAGE_HOST_MESSAGE],
      // The networks fetch the card's picture: a pasted one never reaches them.
      ['twitterImage', 'data:image/png;base64,iVBORw0KGgo=', IMAGE_HOST_MESSAGE],
      ['twitterImage', '/api/uploads/blog-images/card.png', undefined],
      ['ogImage', 'https://firebasestorage.googleapis.com/v0/b/demo/o/card.png?alt=media', undefined],
      ['ogTitle', 'o'.repeat(300), undefined],
    ],
    'when the social card field %s is %j, then its error is %j',
  );
  it("when an enquiry form's picture is on another host, then it is refused as the site policy would block it", () => {
    expect(errorsOf(enquiryFormSchema, { ...validForm, image: 'https://cdn.example.in/a.png' }).image).toBe(
      IMAGE_HOST_MESSAGE,
    );
  });
  it('when status is missing, then it defaults to published', () => {
    expect(blogSchema.validateSync({ ...validBlog, status: undefined }).status).toBe('published');
  });

  it('when the text has pictures, then every form of Markdown picture is found, and links are not pictures', () => {
    const text = [
      'Intro ![chart](https://a.example/1.png "Title") and ![x](<https://b.example/2 b.png>).',
      '[a link](https://c.example/not-a-picture.png) and ![ref pic][Logo] and ![Logo][] and ![short].',
      '',
      '[logo]: https://d.example/logo.png',
      '[short]: /api/uploads/blog-images/s.png',
    ].join('\n');
    expect(markdownImageUrls(text)).toEqual([
      'https://a.example/1.png',
      'https://b.example/2 b.png',
      'https://d.example/logo.png',
      'https://d.example/logo.png',
      '/api/uploads/blog-images/s.png',
    ]);
  });
  it.each([
    ['![a](https://example.in/a.png)', CONTENT_IMAGE_HOST_MESSAGE],
    ['![a][x]\n\n[x]: https://example.in/a.png', CONTENT_IMAGE_HOST_MESSAGE],
    ['![a](https://firebasestorage.googleapis.com.evil.example/a.png)', CONTENT_IMAGE_HOST_MESSAGE],
    ['![a](/api/uploads/blog-images/a.png)', undefined],
    ['![a](https://firebasestorage.googleapis.com/v0/b/demo/o/a.png?alt=media)', undefined],
    ['![thumb](https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg)', undefined],
    ['A [link to another site](https://example.in/page) is fine.', undefined],
  ])('when the content holds %j, then its error is %j', (picture, message) => {
    const content = `${validBlog.content}\n\n${picture}`;
    expect(errorsOf(blogSchema, { ...validBlog, content }).content).toBe(message);
  });
});

describe('author profile', () => {
  it.each([
    ['https://example.in/me.jpg', IMAGE_HOST_MESSAGE],
    ['data:image/png;base64,iVBORw0KGgo=', IMAGE_HOST_MESSAGE],
    ['/api/uploads/blog-images/me.png', undefined],
    ['https://firebasestorage.googleapis.com/v0/b/demo/o/me.png?alt=media', undefined],
  ])('when the photo is %j, then its error is %j', (photo, message) => {
    expect(errorsOf(authorProfileSchema, { name: 'Asha', bio: '', photo }).photo).toBe(message);
  });
});

const validVideo = {
  title: 'Understanding term insurance',
  description: 'How much cover does a family need?',
  youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
  duration: '12:34',
  views: '',
};

describe('video', () => {
  it('when views are blank, then they default to "0"', () => {
    expect(videoSchema.validateSync(validVideo).views).toBe('0');
  });
  itGivesFieldMessages(videoSchema, validVideo, [
    ['title', '', 'Title is required'],
    ['title', 't'.repeat(201), 'Title is too long'],
    ['description', '', 'Description is required'],
    ['description', 'd'.repeat(19), 'Description must be at least 20 characters'],
    ['youtubeUrl', '', 'YouTube URL is required'],
    ['youtubeUrl', 'https://vimeo.com/1', 'Please enter a valid YouTube URL'],
    ['youtubeUrl', 'https://www.youtube.com/watch', 'Please enter a valid YouTube URL'],
  ]);
});

const validForm = {
  title: 'Tax filing enquiry',
  description: 'Tell us about your income sources.',
  icon: '📋',
  image: '',
  googleFormUrl: 'https://docs.google.com/forms/d/e/abc/viewform',
  features: ['ITR-1 to ITR-4'],
  isActive: true,
};

describe('enquiry form', () => {
  itGivesFieldMessages(enquiryFormSchema, validForm, [
    ['title', '', 'Title is required'],
    ['title', 't'.repeat(101), 'Title is too long'],
    ['description', '', 'Description is required'],
    ['description', 'd'.repeat(501), 'Description is too long'],
    ['icon', '', 'Icon is required'],
    ['image', 'nope', 'Please enter a valid image URL'],
    ['googleFormUrl', '', 'Google Form URL is required'],
    ['googleFormUrl', 'forms.google', 'Please enter a valid URL'],
  ]);
  it('when a feature is blank or already present, then it is not added', () => {
    expect(addFeature(['A'], '  ')).toEqual(['A']);
    expect(addFeature(['A'], ' A ')).toEqual(['A']);
    expect(addFeature(['A'], ' B ')).toEqual(['A', 'B']);
  });
});

describe('user', () => {
  const validUser = {
    username: 'ca.sharma',
    password: 'ledger-mango-42',
    email: '',
    role: 'viewer',
    isActive: true,
    permissions: [],
  };
  itGivesFieldMessages(
    userCreateSchema,
    validUser,
    [
      ['username', '', 'Username is required'],
      ['username', 'u'.repeat(51), 'Username is too long'],
      ['password', '12345', 'Password must be at least 12 characters'],
      ['password', 'abc123', 'Password must be at least 12 characters'],
      [
        'password',
        'Password2024!',
        'This password is too common. Please choose one that is harder to guess.',
      ],
      ['email', 'sharma@', 'Please enter a valid email'],
    ],
    'when %s is %j on create, then %j',
  );
  it('when a staff email has no domain with a dot, then it is refused', () => {
    expect(errorsOf(userCreateSchema, { ...validUser, email: 'sharma@office' }).email).toBe(
      'Please enter a valid email',
    );
    expect(errorsOf(userUpdateSchema, { ...validUser, email: 'sharma@office' }).email).toBe(
      'Please enter a valid email',
    );
    expect(errorsOf(userCreateSchema, { ...validUser, email: 'sharma@office.in' })).toEqual({});
  });
  it.each([' ledger-mango-42', 'ledger-mango-42 ', '\tledger-mango-42', ' ledger-mango-42 '])(
    'when the password %j has a space at either end, then create and accepting an invitation refuse it with a clear message',
    (password) => {
      const message = 'Password cannot start or end with a space';
      expect(errorsOf(userCreateSchema, { ...validUser, password }).password).toBe(message);
      expect(errorsOf(invitationAcceptSchema, { token: 't', username: 'asha', password }).password).toBe(
        message,
      );
    },
  );
  it('when the password has spaces inside, then it is accepted as typed', () => {
    expect(userCreateSchema.validateSync({ ...validUser, password: 'correct horse bat' }).password).toBe(
      'correct horse bat',
    );
  });
  it('when the role is missing, then it defaults to admin', () => {
    expect(userCreateSchema.validateSync({ ...validUser, role: undefined }).role).toBe('admin');
  });
  it('when an edit carries a password, then it is refused: an admin never sets one (decision 057)', () => {
    const { password: _password, ...withoutPassword } = validUser;
    expect(() =>
      userUpdateSchema.validateSync(
        { ...withoutPassword, password: 'ledger-mango-42' },
        { stripUnknown: false },
      ),
    ).toThrow('Unknown field: password');
    expect(errorsOf(userUpdateSchema, withoutPassword)).toEqual({});
  });
  it("when an invitation names no address or a bad role, then it is refused with the field's message", () => {
    expect(errorsOf(invitationCreateSchema, { role: 'user' }).email).toBe('Email is required');
    expect(errorsOf(invitationCreateSchema, { email: 'a@b.in', role: 'owner' }).role).toBe(
      'Role must be admin, user or viewer',
    );
    expect(
      errorsOf(invitationCreateSchema, { email: 'a@b.in', role: 'user', username: 'has space' }).username,
    ).toBe('Username cannot contain spaces');
    expect(invitationCreateSchema.validateSync({ email: ' a@b.in ', role: 'viewer' })).toEqual({
      email: 'a@b.in',
      role: 'viewer',
      username: '',
    });
  });
  it('when login fields have spaces, then they are trimmed', () => {
    expect(loginSchema.validateSync({ username: ' admin ', password: ' pw ' })).toEqual({
      username: 'admin',
      password: 'pw',
    });
  });
});
