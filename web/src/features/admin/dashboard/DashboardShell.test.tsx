import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import type { Role, User } from '@36x/common';
import { adminBlog, renderAsStaff, staffMember } from '../test-utils';
import { DashboardShell } from './DashboardShell';
import { api, apiRequest } from '../../../lib/api-client';

// Charts draw with measured SVG, which jsdom lacks; their data is checked through the chart's accessible name.
vi.mock('@mui/x-charts/BarChart', () => ({ BarChart: () => null }));

vi.mock('../../../lib/api-client');
const apiMock = vi.mocked(api);
/** GET /api/contacts pages come through apiRequest (the next cursor is a header). */
const apiRequestMock = vi.mocked(apiRequest);

const blog = adminBlog({
  title: 'Budget 2026 for families',
  content: 'x'.repeat(60),
  excerpt: 'What changed',
  publishAt: '2026-02-01T10:00:00.000Z',
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
});

const member = (role: Role) => staffMember(role, blog.createdAt);

const LISTS: Record<string, unknown[]> = {
  '/api/blogs': [blog],
  '/api/videos': [],
  '/api/contacts': [],
  '/api/enquiry-forms': [],
  '/api/activities': [
    { id: 'a1', type: 'blog', action: 'Blog created', title: blog.title, createdAt: blog.createdAt },
  ],
  '/api/users': [member('admin'), member('viewer')] satisfies User[],
};

/** A desktop-wide window: min-width queries match, max-width ones do not (permanent drawer, tables). */
function desktopMatchMedia(query: string): MediaQueryList {
  return {
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

const renderAs = (role: Role, at?: string) => renderAsStaff(role, <DashboardShell />, at);

const nav = () => screen.getByRole('navigation', { name: 'Dashboard sections' });

describe('DashboardShell', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.stubGlobal('matchMedia', desktopMatchMedia);
    apiMock.get.mockImplementation((url: string) => Promise.resolve(LISTS[url] ?? []));
    apiRequestMock.mockImplementation(() =>
      Promise.resolve(new Response('[]', { headers: { 'X-Next-Cursor': '' } })),
    );
  });

  it('shows the number of New enquiries beside Inquiries, and counts every enquiry on the overview', async () => {
    apiMock.get.mockImplementation((url: string) =>
      Promise.resolve(
        url === '/api/contacts/counts'
          ? { new: 3, contacted: 1, closed: 2, spam: 1, total: 7 }
          : (LISTS[url] ?? []),
      ),
    );
    renderAs('viewer');
    expect(await within(nav()).findByLabelText('3 new enquiries')).toHaveTextContent('3');
    expect(await screen.findByRole('heading', { name: 'Enquiries per week' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Most-used calculators' })).toBeInTheDocument();
    const counter = screen.getByRole('heading', { name: 'Contact Messages' }).parentElement!;
    expect(await within(counter).findByText('7')).toBeInTheDocument();
    expect(within(counter).getByText('3 new · 1 contacted · 2 closed · 1 spam')).toBeInTheDocument();
  });

  it('ADMIN-TAXRULES-3: an admin sees the small-savings reminder on the overview, linked to Tax Rules; an editor is not asked', async () => {
    apiMock.get.mockImplementation((url: string) =>
      Promise.resolve(
        url === '/api/tax-rules/small-savings'
          ? {
              origin: 'shipped',
              updatedAt: null,
              updatedBy: null,
              rules: { rates: [] },
              reminder: {
                quarter: 'Oct-Dec 2026',
                lastConfirmed: '2025-10-01',
                message: 'Small-savings rates not confirmed for this quarter (Oct-Dec 2026)',
              },
            }
          : (LISTS[url] ?? []),
      ),
    );
    const user = renderAs('admin');
    const reminder = await screen.findByTestId('small-savings-reminder');
    expect(reminder).toHaveTextContent('Small-savings rates not confirmed for this quarter (Oct-Dec 2026)');
    await user.click(within(reminder).getByRole('link', { name: 'Confirm rates' }));
    expect(await screen.findByRole('heading', { name: 'Small-savings rates' })).toBeInTheDocument();
    cleanup();
    apiMock.get.mockClear();
    renderAs('user');
    await screen.findByRole('heading', { name: 'Total Blogs' });
    expect(apiMock.get.mock.calls.map((c) => c[0])).not.toContain('/api/tax-rules/small-savings');
  });

  it('when a counter cannot be read, then it says so and retries (never a false 0)', async () => {
    let countsFail = true;
    apiMock.get.mockImplementation((url: string) => {
      if (url === '/api/contacts/counts') {
        return countsFail
          ? Promise.reject(new Error('500: Internal Server Error'))
          : Promise.resolve({ new: 1, contacted: 0, closed: 0, spam: 0, total: 4 });
      }
      if (url === '/api/videos') return Promise.reject(new Error('503: Service Unavailable'));
      return Promise.resolve(LISTS[url] ?? []);
    });
    const user = renderAs('viewer');
    const counter = screen.getByRole('heading', { name: 'Contact Messages' }).parentElement!;
    expect(await within(counter).findByText('Could not load', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(counter).queryByText('0')).toBeNull();
    const videos = screen.getByRole('heading', { name: 'Total Videos' }).parentElement!;
    expect(await within(videos).findByText('Could not load', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(videos).queryByText('0')).toBeNull();
    // A counter that did load shows its figure beside them.
    const blogs = screen.getByRole('heading', { name: 'Total Blogs' }).parentElement!;
    expect(await within(blogs).findByText('1')).toBeInTheDocument();

    countsFail = false;
    await user.click(within(counter).getByRole('button', { name: 'Retry Contact Messages' }));
    expect(await within(counter).findByText('4')).toBeInTheDocument();
    expect(within(counter).queryByText('Could not load')).toBeNull();
  });

  it('shows the overview counters and recent activity first', async () => {
    renderAs('admin');
    expect(screen.getByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
    for (const label of ['Total Blogs', 'Total Videos', 'Contact Messages', 'Enquiry Forms']) {
      expect(screen.getByRole('heading', { name: label })).toBeInTheDocument();
    }
    const activity = await screen.findByRole('list', { name: 'Recent activity' });
    expect(within(activity).getByText(blog.title)).toBeInTheDocument();
  });

  it('offers admins all eleven sections (Tags after Content Management, decision 051; the newsletter, SITE-NEWS-5, after Inquiries; ADMIN-PUBLISH-9: the Trash last)', () => {
    renderAs('admin');
    expect(
      within(nav())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Dashboard Overview',
      'Content Management',
      'Tags',
      'Inquiries',
      'Newsletter',
      'Enquiry Forms',
      'User Management',
      'Audit Log',
      'Login History',
      'Tax Rules',
      'Trash',
    ]);
  });

  it('when an editor opens Content Management, then add, edit and delete are offered; User Management is not', async () => {
    const user = renderAs('user');
    expect(within(nav()).queryByText('User Management')).not.toBeInTheDocument();
    await user.click(within(nav()).getByText('Content Management'));
    expect(await screen.findByText(blog.title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Blog' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Edit ${blog.title}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Delete ${blog.title}` })).toBeInTheDocument();
  });

  it('when a viewer looks around, then nothing that changes data or exports is offered', async () => {
    const user = renderAs('viewer');
    expect(within(nav()).queryByText('User Management')).not.toBeInTheDocument();
    await user.click(within(nav()).getByText('Content Management'));
    expect(await screen.findByText(blog.title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add new/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^edit/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^delete/i })).not.toBeInTheDocument();
    // They can read a post's body, in a dialog that changes nothing.
    await user.click(screen.getByRole('button', { name: `View ${blog.title}` }));
    const reading = screen.getByRole('dialog', { name: blog.title });
    expect(within(reading).getByText(blog.content)).toBeInTheDocument();
    expect(within(reading).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(reading).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(nav()).getByText('Inquiries'));
    expect(await screen.findByText('No contact submissions found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /export csv/i })).not.toBeInTheDocument();
    await user.click(within(nav()).getByText('Enquiry Forms'));
    expect(await screen.findByText('No enquiry forms found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New Form' })).not.toBeInTheDocument();
  });

  it('when a blog is deleted, then it asks first, the toast names it and its Undo restores it from the trash', async () => {
    apiMock.delete.mockResolvedValue(undefined);
    apiMock.post.mockResolvedValue({});
    const user = renderAs('admin');
    await user.click(within(nav()).getByText('Content Management'));
    await user.click(await screen.findByRole('button', { name: `Delete ${blog.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete "${blog.title}"?` });
    expect(apiMock.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(apiMock.delete).toHaveBeenCalledWith('/api/blogs/b1'));
    expect(await screen.findByText(`${blog.title} deleted successfully`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(apiMock.post).toHaveBeenCalledWith('/api/trash/blog~b1/restore', {}));
    expect(await screen.findByText(`${blog.title} restored`)).toBeInTheDocument();
  });

  it('when deleting a user, then it asks first and the search narrows the table', async () => {
    apiMock.delete.mockResolvedValue(undefined);
    const user = renderAs('admin');
    await user.click(within(nav()).getByText('User Management'));
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'VIEW');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    // One's own account cannot be deleted from here.
    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    expect(screen.getByRole('button', { name: 'Delete admin' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Delete viewer' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete viewer?' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this user? viewer (Viewer) is signed out at once and can no longer sign in.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(apiMock.delete).toHaveBeenCalledWith('/api/users/id-viewer');
    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
  });

  it('when a search matches nobody, then it says No users found', async () => {
    const user = renderAs('admin');
    await user.click(within(nav()).getByText('User Management'));
    await screen.findByRole('table', { name: 'Users' });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz');
    expect(screen.getByText('No users found')).toBeInTheDocument();
  });

  it('when a viewer follows a link to a section their role cannot open, then the page says so above the overview', () => {
    renderAs('viewer', '/admin-dashboard?section=users');
    expect(screen.getByText(/^Your role cannot open User Management./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(screen.getByText(/Read-only access/)).toBeInTheDocument();
  });

  it('when an editor signs in, then there is no read-only banner', () => {
    renderAs('user');
    expect(screen.queryByText(/Read-only access/)).not.toBeInTheDocument();
  });

  it('when an admin filters the audit log by actor and type, then the server is asked for that page', async () => {
    apiMock.get.mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith('/api/audit-log')
          ? {
              entries: [
                {
                  id: 'e1',
                  time: '2026-11-25T05:00:00.000Z',
                  actorId: 'id-viewer',
                  actorName: 'viewer',
                  type: 'blog',
                  action: 'updated',
                  targetId: 'b1',
                  target: blog.title,
                  summary: 'status: draft → published',
                  address: '198.51.100.23',
                },
              ],
              nextCursor: null,
            }
          : (LISTS[url] ?? []),
      ),
    );
    const user = renderAs('admin');
    await user.click(within(nav()).getByText('Audit Log'));
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('status: draft → published')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Who' }));
    await user.click(await screen.findByRole('option', { name: 'viewer' }));
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Blog posts' }));
    expect(apiMock.get).toHaveBeenLastCalledWith('/api/audit-log?actorId=id-viewer&type=blog&limit=50');
    expect(screen.queryByRole('button', { name: 'Load older entries' })).not.toBeInTheDocument();
  });

  it("when an admin resets someone's password, then it asks first and shows the one-time password once", async () => {
    apiMock.post.mockResolvedValue({ temporaryPassword: 'k7Qm-xT4p-Ra9c' });
    const user = renderAs('admin');
    await user.click(within(nav()).getByText('User Management'));
    expect(screen.queryByRole('button', { name: 'Account actions for admin' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Account actions for viewer' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reset password' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reset the password of viewer?' })).getByRole('button', {
        name: 'Reset password',
      }),
    );
    expect(apiMock.post).toHaveBeenCalledWith('/api/users/id-viewer/password-reset');
    const shown = await screen.findByRole('dialog', { name: 'One-time password for viewer' });
    expect(within(shown).getByTestId('one-time-password')).toHaveTextContent('k7Qm-xT4p-Ra9c');
  });
});
