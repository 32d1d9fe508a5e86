import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ENQUIRY_ICONS, type EnquiryForm } from '@36x/common';
import { makeEnquiryForm } from '../../../test-utils';
import { fill, itRefuses, openModal } from '../test-utils';
import { EnquiryFormModal } from './EnquiryFormModal';
import { api } from '../../../lib/api-client';

vi.mock('../../../lib/api-client');
const apiMock = vi.mocked(api);

const existing = makeEnquiryForm({
  id: 'f1',
  title: 'Tax filing',
  description: 'File your return with a CA.',
  icon: '💼',
  googleFormUrl: 'https://forms.gle/abc',
  features: ['Salaried'],
});

const setup = (form: EnquiryForm | null = null) =>
  openModal((onClose) => <EnquiryFormModal open enquiryForm={form} onClose={onClose} />);

const featureList = () => screen.queryByRole('list', { name: 'Features' });
const featureNames = () =>
  featureList()
    ? within(featureList()!)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.MuiChip-label')?.textContent)
    : [];

describe('EnquiryFormModal', () => {
  beforeEach(() => vi.clearAllMocks());

  it('offers the ten preset icons with the clipboard chosen by default', () => {
    setup();
    const icons = ENQUIRY_ICONS.map((i) => screen.getByRole('button', { name: `Icon ${i}` }));
    expect(icons).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Icon 📋' })).toHaveAttribute('aria-pressed', 'true');
  });

  itRefuses(setup, 'Create Form', apiMock.post, [
    {
      when: 'saved empty, then the spec messages show',
      fields: [],
      messages: ['Title is required', 'Description is required', 'Google Form URL is required'],
    },
    {
      when: 'the URLs are not URLs and the title too long, then the spec messages show',
      fields: [
        [/^title/i, 'T'.repeat(101)],
        [/image url/i, 'picture'],
        [/google form url/i, 'forms'],
        [/^description/i, 'D'.repeat(501)],
      ],
      messages: [
        'Title is too long',
        'Please enter a valid image URL',
        'Please enter a valid URL',
        'Description is too long',
        '501/500',
      ],
    },
  ]);

  it('adds a feature only when non-blank and new, by button or Enter, and removes it', async () => {
    const { user } = setup();
    const draft = screen.getByLabelText('Add a feature');
    const add = screen.getByRole('button', { name: 'Add' });

    await user.click(add); // blank: nothing
    await fill(user, draft, '   ');
    await user.click(add); // whitespace only: nothing
    expect(featureNames()).toEqual([]);

    await user.clear(draft);
    await fill(user, draft, '  Free first call  ');
    await user.click(add);
    expect(featureNames()).toEqual(['Free first call']);
    expect(draft).toHaveValue('');

    await fill(user, draft, 'Free first call');
    await user.click(add); // duplicate: nothing, and the person is told
    expect(featureNames()).toEqual(['Free first call']);
    expect(screen.getByText('This feature is already in the list')).toBeInTheDocument();

    await user.clear(draft);
    await fill(user, draft, 'Pan India');
    await user.keyboard('{Enter}');
    expect(featureNames()).toEqual(['Free first call', 'Pan India']);

    await user.click(screen.getByTitle('Remove Free first call'));
    expect(featureNames()).toEqual(['Pan India']);
  });

  it('when edited inactive with another icon, then PUT carries them, a typed feature too, and Enquiry Form Updated shows', async () => {
    apiMock.put.mockResolvedValue(existing);
    const { user, onClose } = setup(existing);
    expect(featureNames()).toEqual(['Salaried']);
    await user.click(screen.getByRole('button', { name: 'Icon 🏦' }));
    await user.click(screen.getByRole('switch', { name: /active/i }));
    await fill(user, screen.getByLabelText('Add a feature'), 'NRI');
    await user.click(screen.getByRole('button', { name: 'Update Form' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiMock.put).toHaveBeenCalledWith('/api/enquiry-forms/f1', {
      title: 'Tax filing',
      description: 'File your return with a CA.',
      icon: '🏦',
      image: '',
      googleFormUrl: 'https://forms.gle/abc',
      features: ['Salaried', 'NRI'],
      isActive: false,
    });
    expect(await screen.findByText('Enquiry Form Updated')).toBeInTheDocument();
  });

  it('when creating fails, then the create error toast shows', async () => {
    apiMock.post.mockRejectedValue(new Error('500: down'));
    const { user } = setup();
    await fill(user, screen.getByLabelText(/^title/i), 'Loans');
    await fill(user, screen.getByLabelText(/^description/i), 'Home and business loans.');
    await fill(user, screen.getByLabelText(/google form url/i), 'https://forms.gle/xyz');
    await user.click(screen.getByRole('button', { name: 'Create Form' }));
    expect(await screen.findByText('There was an error creating the enquiry form.')).toBeInTheDocument();
  });
});
