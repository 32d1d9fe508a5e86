import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, SUBSCRIBER_IMPORT_INVALID } from '@36x/common';
import { renderAsStaff } from '../../test-utils';
import { api, ApiRequestError } from '../../../../lib/api-client';
import { SubscriberImportCard } from './SubscriberImportCard';

vi.mock('../../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../../lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
}));
const apiMock = vi.mocked(api);
vi.setConfig({ testTimeout: 30_000 });

const CSV = 'email,consent date,source\nasha@example.in,2026-03-31,Webinar\nravi@example.in,,\n';
const csvFile = (text = CSV) => new File([text], 'list.csv', { type: 'text/csv' });

describe('SubscriberImportCard (SITE-NEWS-6)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('when an admin imports a file as unconfirmed, then the text and the choice are sent and the counts and rows shown', async () => {
    apiMock.post.mockResolvedValue({
      confirmed: 1,
      unconfirmed: 1,
      refused: [],
      skipped: [{ row: 4, reason: 'unsubscribed earlier: their opt-out stands' }],
    } as never);
    const user = renderAsStaff('admin', <SubscriberImportCard />);
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    await user.upload(screen.getByLabelText('CSV file of subscribers'), csvFile());
    expect(screen.getByText(/list\.csv/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Import them as unconfirmed/ }));
    await user.click(importButton);
    await waitFor(() =>
      expect(apiMock.post).toHaveBeenCalledWith(API.subscriberImport, {
        csv: CSV,
        withoutConsent: 'unconfirmed',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported 1 subscriber with their consent, 1 unconfirmed (sent nothing); 0 refused, 1 skipped.',
    );
    const skipped = screen.getByRole('list', { name: 'Skipped rows' });
    expect(
      within(skipped).getByText('Row 4: unsubscribed earlier: their opt-out stands'),
    ).toBeInTheDocument();
  });

  it('when the file is malformed, then the rows to fix are listed and nothing is said to be imported', async () => {
    apiMock.post.mockRejectedValue(
      new ApiRequestError(
        400,
        JSON.stringify({
          message: SUBSCRIBER_IMPORT_INVALID,
          errors: {
            'row 3': 'not a valid email address',
            'row 5': 'consent date "31/02/2026" is not a past date',
          },
        }),
        'Bad Request',
      ),
    );
    const user = renderAsStaff('admin', <SubscriberImportCard />);
    await user.upload(screen.getByLabelText('CSV file of subscribers'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(SUBSCRIBER_IMPORT_INVALID)).toBeInTheDocument();
    const rows = screen.getByRole('list', { name: 'Rows to fix' });
    expect(within(rows).getByText('Row 3: not a valid email address')).toBeInTheDocument();
    expect(within(rows).getByText('Row 5: consent date "31/02/2026" is not a past date')).toBeInTheDocument();
    expect(apiMock.post).toHaveBeenCalledWith(API.subscriberImport, { csv: CSV, withoutConsent: 'refuse' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when the file is over 1 MB, then it is refused before anything is sent', async () => {
    const user = renderAsStaff('admin', <SubscriberImportCard />);
    await user.upload(screen.getByLabelText('CSV file of subscribers'), csvFile('x'.repeat(1024 * 1024 + 1)));
    expect(
      screen.getByText('The file is larger than 1 MB: split it into smaller files.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(apiMock.post).not.toHaveBeenCalled();
  });
});
