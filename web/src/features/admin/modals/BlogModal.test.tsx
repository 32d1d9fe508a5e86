import { describe, expect, it, vi, beforeEach } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_SOCIAL_CARDS, type Blog } from '@36x/common';
import { POST_CONTENT, adminBlog, fill, itRefuses, openModal, renderAdmin } from '../test-utils';
import { BlogModal } from './BlogModal';
import { draftStorageKey } from '../../../lib/staff-drafts';
import { api } from '../../../lib/api-client';

vi.mock('../../../lib/api-client');
const apiMock = vi.mocked(api);
const uploadMock = vi.hoisted(() => vi.fn());
vi.mock('../api/uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/uploads')>()),
  uploadImage: uploadMock,
}));

// ADMIN-PUBLISH-7: the author choices (staff with a public profile).
vi.mock('../api/authors', () => ({
  useAuthorChoices: () => ({ data: [{ id: 'u1', slug: 'asha-rao', name: 'Asha Rao', bio: '', photo: '' }] }),
}));

// Decision 051: the existing tags the tag field suggests.
vi.mock('../api/tags', () => ({
  useTags: () => ({ data: [{ slug: 'gst', name: 'GST', description: '', image: '', posts: 2 }] }),
}));

const existing = adminBlog({ title: 'Old title', status: 'draft', publishAt: '2026-01-01T00:00:00.000Z' });

const setup = (blog: Blog | null = null) =>
  openModal((onClose) => <BlogModal open blog={blog} onClose={onClose} />);

async function chooseCategory(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: /category/i }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('BlogModal', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.localStorage.clear();
  });

  it('when a featured image has no alt text, then saving asks for it (ADMIN-PUBLISH)', async () => {
    const { user } = setup();
    await fill(
      user,
      screen.getByLabelText(/image url/i),
      'https://firebasestorage.googleapis.com/v0/b/x/o/a.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(
      await screen.findByText('Describe the image for readers who cannot see it (alt text)'),
    ).toBeInTheDocument();
    expect(apiMock.post).not.toHaveBeenCalled();
  });

  it('when the body is markdown, then the preview draws it live with the public renderer; the toolbar formats', async () => {
    const { user } = setup();
    const content = screen.getByLabelText(/^content/i);
    await fill(user, content, '## Deadlines\n\n| Form | Due |\n| --- | --- |\n| GSTR-1 | 11th |');
    // jsdom is narrow: Write and Preview are tabs, as on a phone.
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByTestId('markdown-preview');
    // The preview renders a deferred value: under load it can trail the click by a render.
    await waitFor(() => expect(preview.querySelector('h2')?.textContent).toBe('Deadlines'));
    expect(preview.querySelectorAll('td')).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    (content as HTMLTextAreaElement).setSelectionRange(0, 0);
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(content).toHaveValue('- Deadlines\n\n| Form | Due |\n| --- | --- |\n| GSTR-1 | 11th |');
  });

  it('when a changed form is closed, then it asks first; the draft is kept and offered back on the next opening', async () => {
    const { user, onClose } = setup();
    await fill(user, screen.getByLabelText(/^title/i), 'Half-written post');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard unsaved changes?')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Discard unsaved changes?')).not.toBeInTheDocument());
    // As after a reload or crash: the same modal opened afresh offers the kept values back.
    const stored = window.localStorage.getItem(draftStorageKey('blog:new'));
    expect(JSON.parse(stored!).values.title).toBe('Half-written post');
    cleanup();
    setup();
    expect(await screen.findByText(/Restore unsaved draft\?/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^title/i)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText(/^title/i)).toHaveValue('Half-written post');
  });

  it('when the person confirms discarding, then the modal closes and the draft is forgotten', async () => {
    const { user, onClose } = setup();
    await fill(user, screen.getByLabelText(/^title/i), 'Not wanted');
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalled();
    expect(window.localStorage.getItem(draftStorageKey('blog:new'))).toBeNull();
  });

  itRefuses(setup, 'Create Blog', apiMock.post, [
    {
      when: 'saved empty, then every required field shows the spec message and nothing is sent',
      fields: [],
      messages: ['Title is required', 'Category is required', 'Excerpt is required', 'Content is required'],
    },
    {
      when: 'content is short, the excerpt long and the image not a URL, then the spec messages show',
      fields: [
        [/^content/i, 'Too short'],
        [/^excerpt/i, 'x'.repeat(301)],
        [/image url/i, 'not a url'],
      ],
      messages: [
        'Content must be at least 50 characters',
        'Excerpt is too long',
        '301/300',
        'Please enter a valid image URL or upload an image file',
      ],
    },
  ]);

  it('when a valid post is created, then it is posted trimmed, the toast says Blog Created and the modal closes', async () => {
    apiMock.post.mockResolvedValue({ ...existing, id: 'new' });
    const { user, onClose } = setup();
    await fill(user, screen.getByLabelText(/^title/i), '  New year tax checklist  ');
    await chooseCategory(user, 'Tax Planning');
    await fill(user, screen.getByLabelText(/^excerpt/i), 'What to do first');
    expect(screen.getByText('16/300')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^content/i), POST_CONTENT);
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiMock.post).toHaveBeenCalledWith('/api/blogs', {
      title: 'New year tax checklist',
      category: 'Tax Planning',
      status: 'published',
      image: '',
      imageAlt: '',
      excerpt: 'What to do first',
      content: POST_CONTENT,
      // ADMIN-PUBLISH-6/7: left empty, the slug is made from the title by the API.
      slug: '',
      metaTitle: '',
      metaDescription: '',
      ...NO_SOCIAL_CARDS,
      tags: [],
      authorId: '',
    });
    expect(await screen.findByText('Blog Created')).toBeInTheDocument();
  }, 90_000);

  it('when an edit fails, then the update error toast shows and the modal stays open', async () => {
    apiMock.put.mockRejectedValue(new Error('500: boom'));
    const { user, onClose } = setup(existing);
    expect(screen.getByLabelText(/^title/i)).toHaveValue('Old title');
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    expect(await screen.findByText('There was an error updating the blog post.')).toBeInTheDocument();
    expect(apiMock.put).toHaveBeenCalledWith('/api/blogs/b1', expect.objectContaining({ status: 'draft' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('while saving, then the button reads Updating...', async () => {
    let resolve: (v: Blog) => void = () => undefined;
    apiMock.put.mockReturnValue(new Promise<Blog>((r) => (resolve = r)));
    const { user } = setup(existing);
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    resolve(existing);
    expect(await screen.findByText('Blog Updated')).toBeInTheDocument();
  });

  it('when a file is not an image, then Invalid File Type shows and nothing uploads', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAdmin(<BlogModal open blog={null} onClose={vi.fn()} />);
    await user.upload(
      screen.getByTestId('blog-image-file'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please select an image file (JPG, PNG, GIF, etc.)')).toBeInTheDocument();
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('when an image is over 5MB, then File Too Large shows and nothing uploads', async () => {
    const { user } = setup();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('blog-image-file'), big);
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Please select an image smaller than 5MB')).toBeInTheDocument();
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('when an image uploads, then progress shows, the URL fills in with a preview, and Clear empties it', async () => {
    let finish: (url: string) => void = () => undefined;
    uploadMock.mockImplementation((_file: File, onProgress: (p: number) => void) => {
      onProgress(40);
      return new Promise<string>((r) => (finish = r));
    });
    const { user } = setup();
    await user.upload(
      screen.getByTestId('blog-image-file'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Uploading... 40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Blog' })).toBeDisabled();
    finish('/api/uploads/a.png');
    expect(await screen.findByText('Image Uploaded')).toBeInTheDocument();
    expect(screen.getByLabelText(/image url/i)).toHaveValue('/api/uploads/a.png');
    expect(screen.getByAltText('Featured image preview')).toHaveAttribute('src', '/api/uploads/a.png');
    await user.click(screen.getByRole('button', { name: 'Clear image' }));
    expect(screen.getByLabelText(/image url/i)).toHaveValue('');
    expect(screen.queryByAltText('Featured image preview')).not.toBeInTheDocument();
  });

  it('when the upload fails, then Upload Failed shows', async () => {
    uploadMock.mockRejectedValue(new Error('Network error while uploading'));
    const { user } = setup();
    await user.upload(
      screen.getByTestId('blog-image-file'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while uploading the image')).toBeInTheDocument();
  });
});
