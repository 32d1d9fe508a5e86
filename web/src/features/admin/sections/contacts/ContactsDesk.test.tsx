import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactSubmission, Role } from '@36x/common';
import { renderAsStaff } from '../../test-utils';
import { ContactsDesk } from './ContactsDesk';
import { api, apiRequest } from '../../../../lib/api-client';

vi.mock('../../../../lib/api-client');
const apiMock = vi.mocked(api);
const apiRequestMock = vi.mocked(apiRequest);
vi.setConfig({ testTimeout: 30_000 });

const lead: ContactSubmission = {
  id: 'c1',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  subject: 'tax-planning',
  message: 'Which regime suits me?',
  createdAt: '2026-11-25T10:00:00.000Z',
  status: 'new',
  ownerId: '',
  notes: [],
  source: 'calculator:sip-calculator',
  lastActionAt: '2026-11-25T10:00:00.000Z',
  mail: {
    notify: {
      state: 'queued',
      attempts: 2,
      lastError: '421 try later',
      updatedAt: '2026-11-25T10:05:00.000Z',
    },
  },
};

const renderAs = (role: Role) => renderAsStaff(role, <ContactsDesk />);

const pageUrls = () => apiRequestMock.mock.calls.map((c) => String(c[1]));

describe('ContactsDesk', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    apiRequestMock.mockImplementation((_method: string, url: string) =>
      Promise.resolve(
        url.startsWith('/api/contacts/people')
          ? new Response(
              JSON.stringify([
                {
                  email: 'asha@example.in',
                  name: 'Asha Verma',
                  count: 2,
                  firstAt: '2026-10-01T10:00:00.000Z',
                  lastAt: lead.createdAt,
                  statuses: { new: 1, contacted: 0, closed: 1, spam: 0 },
                },
              ]),
              { headers: { 'X-Total-Count': '1' } },
            )
          : new Response(JSON.stringify([lead]), {
              headers: { 'X-Next-Cursor': 'CUR2', 'X-Total-Count': '45' },
            }),
      ),
    );
    apiMock.get.mockImplementation((url: string) =>
      Promise.resolve(
        url === '/api/contacts/counts'
          ? { new: 1, contacted: 0, closed: 0, spam: 0, total: 1 }
          : url === '/api/contacts/owners'
            ? [{ id: 'id-user', username: 'editor' }]
            : lead,
      ),
    );
    apiMock.patch.mockResolvedValue({ ...lead, status: 'contacted' });
  });

  it('when it opens, then each enquiry shows its status, a tel: link and a mailto: with a subject; Older asks for the next cursor', async () => {
    const user = renderAs('viewer');
    const table = await screen.findByRole('table', { name: 'Contact submissions' });
    expect(within(table).getByText('New')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(table).getByRole('link', { name: 'asha@example.in' }).getAttribute('href')).toBe(
      'mailto:asha@example.in?subject=Re%3A%20your%20enquiry%20about%20Tax%20Planning',
    );
    expect(within(table).getByText('Calculator: sip-calculator')).toBeInTheDocument();
    expect(pageUrls()[0]).toBe('/api/contacts?limit=20');
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(pageUrls()).toContain('/api/contacts?limit=20&cursor=CUR2'));
  });

  it('when staff search and filter, then the server is asked with those parameters from the first page', async () => {
    const user = renderAs('viewer');
    await screen.findByRole('table', { name: 'Contact submissions' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'asha');
    await waitFor(() => expect(pageUrls()).toContain('/api/contacts?q=asha&limit=20'));
    await user.click(screen.getByRole('button', { name: 'New 1' }));
    await waitFor(() => expect(pageUrls()).toContain('/api/contacts?q=asha&status=new&limit=20'));
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('when a viewer opens an enquiry, then it shows the mail state but nothing that changes it', async () => {
    const user = renderAs('viewer');
    await user.click(await screen.findByRole('button', { name: 'Asha Verma' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Notification email queued, retrying (2 attempts: 421 try later)'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Add a note' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Erase on request' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('when an editor marks it Contacted, then the change is sent; erasing is for admins only', async () => {
    const user = renderAs('user');
    await user.click(await screen.findByRole('button', { name: 'Asha Verma' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Erase on request' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Contacted' }));
    await waitFor(() =>
      expect(apiMock.patch).toHaveBeenCalledWith('/api/contacts/c1', { status: 'contacted' }),
    );
    expect(await screen.findByText('Marked Contacted')).toBeInTheDocument();
  });

  it('CONTACT-LEADS-7: when the desk opens, then it says "1-1 of 45"; sorting by name and "Assigned to me" ask the server from the first page', async () => {
    const user = renderAs('user');
    expect(await screen.findByText('1-1 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Name (A to Z)' }));
    await waitFor(() => expect(pageUrls()).toContain('/api/contacts?sort=name&limit=20'));
    await user.click(screen.getByRole('button', { name: 'Assigned to me' }));
    await waitFor(() => expect(pageUrls()).toContain('/api/contacts?owner=id-user&sort=name&limit=20'));
  });

  it('CONTACT-LEADS-6: when an editor ticks an enquiry and sets Closed, then one bulk call names it', async () => {
    apiMock.post.mockResolvedValue({ matched: 1, changed: 1 });
    const user = renderAs('user');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Asha Verma' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Set status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    // Nothing changes until the count is confirmed.
    const dialog = await screen.findByRole('dialog', { name: 'Change 1 enquiry?' });
    expect(dialog).toHaveTextContent('Set the status to Closed for the 1 selected enquiry.');
    expect(apiMock.post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Change 1' }));
    await waitFor(() =>
      expect(apiMock.post).toHaveBeenCalledWith('/api/contacts/bulk', { ids: ['c1'], status: 'closed' }),
    );
    expect(await screen.findByText('1 of 1 enquiry updated')).toBeInTheDocument();
  });

  it('CONTACT-LEADS-6: when an editor selects the page and then all that match, then the bulk call sends the filter', async () => {
    apiMock.post.mockResolvedValue({ matched: 45, changed: 45 });
    const user = renderAs('user');
    await user.click(await screen.findByRole('button', { name: 'New 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 45 that match' }));
    expect(screen.getByText('All 45 matching selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark Spam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change 45 enquiries?' });
    expect(dialog).toHaveTextContent('Mark them as spam for all 45 enquiries that match the filter.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiMock.post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Mark Spam' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change 45' }));
    await waitFor(() =>
      expect(apiMock.post).toHaveBeenCalledWith('/api/contacts/bulk', {
        filter: { status: 'new' },
        status: 'spam',
      }),
    );
  });

  it('CONTACT-LEADS-8: when staff switch to People, then enquiries are grouped by address and a person opens with their history (a viewer has no tick boxes)', async () => {
    const user = renderAs('viewer');
    expect(await screen.findByRole('table', { name: 'Contact submissions' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Asha Verma' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'People' }));
    const people = await screen.findByRole('table', { name: 'People' });
    expect(within(people).getByText('Closed 1')).toBeInTheDocument();
    await user.click(within(people).getByRole('button', { name: 'Asha Verma' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/2 enquiries since/)).toBeInTheDocument();
    await waitFor(() => expect(pageUrls()).toContain('/api/contacts?email=asha%40example.in&limit=100'));
    expect(
      await within(dialog).findByRole('list', { name: 'Enquiries from this person' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Erase this person' })).not.toBeInTheDocument();
  });

  it('when an admin erases a person from the People view, then one call names the address and a reason from the list, and the counts are shown', async () => {
    apiMock.post.mockResolvedValue({ enquiries: 2, notes: 1, activities: 2, mail: 3, subscribers: 1 });
    const user = renderAs('admin');
    await user.click(await screen.findByRole('button', { name: 'People' }));
    const people = await screen.findByRole('table', { name: 'People' });
    await user.click(within(people).getByRole('button', { name: 'Asha Verma' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Erase this person' }));
    const erase = within(dialog).getByRole('button', { name: 'Erase this person' });
    // No reason, no erasure: the reason comes from the fixed list only (no free text reaches the log).
    expect(erase).toBeDisabled();
    expect(within(dialog).queryByRole('textbox', { name: 'Reason' })).not.toBeInTheDocument();
    // The button pressed is gone: focus is on the reason, not lost to the page.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveFocus());
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'The person asked us to erase their data' }));
    await user.click(erase);
    await waitFor(() =>
      expect(apiMock.post).toHaveBeenCalledWith('/api/privacy/erase', {
        email: 'asha@example.in',
        reason: 'person-asked',
      }),
    );
    expect(
      await screen.findByText('Erased 2 enquiries, 1 note, 3 emails, the newsletter subscription.'),
    ).toBeInTheDocument();
  });
});
