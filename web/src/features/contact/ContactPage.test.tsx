import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactPage from './ContactPage';
import { renderScreen } from '../../test-utils';

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type User = ReturnType<typeof userEvent.setup>;
/** Types by pasting: MUI inputs re-render on each keystroke, which is slow in jsdom on a busy machine. */
async function fill(user: User, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

async function fillValid(user: User) {
  await fill(user, screen.getByRole('textbox', { name: /First Name/ }), ' Asha ');
  await fill(user, screen.getByRole('textbox', { name: /Last Name/ }), 'Verma');
  await fill(user, screen.getByRole('textbox', { name: /Email/ }), 'asha@example.in');
  await user.selectOptions(screen.getByRole('combobox', { name: /Subject/ }), 'tax-planning');
  await fill(user, screen.getByRole('textbox', { name: /Message/ }), 'Please help me choose a regime.');
}

// A whole form flow of MUI inputs in jsdom is slow when the shared machine is busy.
vi.setConfig({ testTimeout: 60_000 });

describe('ContactPage', () => {
  it('when the page shows, then address, phone, email and business hours are there', () => {
    renderScreen(<ContactPage />, { path: '/contact' });
    expect(screen.getByText(/Haryana/, { selector: 'address' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^\+91/ }).getAttribute('href')).toMatch(/^tel:/);
    expect(screen.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByText('Monday - Friday').nextSibling).toHaveTextContent('9:00 AM - 6:00 PM');
    expect(screen.getByText('Saturday').nextSibling).toHaveTextContent('10:00 AM - 4:00 PM');
    expect(screen.getByText('Sunday').nextSibling).toHaveTextContent('Closed');
    expect(screen.getByRole('heading', { name: 'Send us a Message' })).toBeInTheDocument();
  });

  it('when submitted empty, then every required field shows the spec message and nothing is sent', async () => {
    const user = userEvent.setup();
    renderScreen(<ContactPage />, { path: '/contact' });
    await fill(user, screen.getByRole('textbox', { name: /Message/ }), 'short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please select a subject')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters long')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveFocus());
  });

  it('when a send failed and the visitor types, then focus moved once and each key stays in the field typed (CONTACT-FORM-5)', async () => {
    const user = userEvent.setup();
    renderScreen(<ContactPage />, { path: '/contact' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const first = screen.getByRole('textbox', { name: /First Name/ });
    await waitFor(() => expect(first).toHaveFocus());
    // Each key re-validates the form; the first name stops being in error after the first key.
    await user.keyboard('Priya');
    expect(first).toHaveValue('Priya');
    expect(first).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Last Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when sent, then "Sending..." disables the button, the success toast shows and the form resets', async () => {
    const user = userEvent.setup();
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise((r) => (answer = r)));
    renderScreen(<ContactPage />, { path: '/contact' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contacts');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.in',
      phone: '',
      subject: 'tax-planning',
      message: 'Please help me choose a regime.',
    });
    answer(json(201, { id: 'c1' }));
    // CONTACT-FORM-5: the toast, and focus on the form's own success message.
    await waitFor(() => expect(screen.getAllByText('Message Sent Successfully')).toHaveLength(2));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Message Sent Successfully'));
    expect(document.activeElement).toHaveTextContent(
      "Thank you for your message. We'll get back to you soon!",
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('when opened from a calculator, then subject and message are filled in, and the message records where it came from', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(201, { id: 'c2' }));
    const note = 'I used your Step-up SIP Calculator.\n- Monthly SIP: ₹10,000';
    const qs = new URLSearchParams({ subject: 'consultation', note, source: 'calculator:sip-calculator' });
    renderScreen(<ContactPage />, { path: `/contact?${qs}` });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue(note));
    expect(screen.getByRole('combobox', { name: /Subject/ })).toHaveValue('consultation');
    await fill(user, screen.getByRole('textbox', { name: /First Name/ }), 'Asha');
    await fill(user, screen.getByRole('textbox', { name: /Last Name/ }), 'Verma');
    await fill(user, screen.getByRole('textbox', { name: /Email/ }), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({
      subject: 'consultation',
      message: note,
      source: 'calculator:sip-calculator',
    });
  });

  it('when a link carries values that do not fit (unknown subject or source), then they are ignored', async () => {
    renderScreen(<ContactPage />, { path: '/contact?subject=loans&source=https://evil.example&note=%20' });
    await screen.findByRole('heading', { name: 'Send us a Message' });
    expect(screen.getByRole('combobox', { name: /Subject/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
    expect(document.querySelector('input[name="source"]')).toHaveValue('');
  });

  it('when the form shows, then its consent line links to the privacy notice', () => {
    renderScreen(<ContactPage />, { path: '/contact' });
    expect(screen.getByText(/By sending this message you agree/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
  });

  it('when the server fails, then the destructive Error toast shows and the entries stay', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      json(500, { message: 'Something went wrong on our side. Please try again.' }),
    );
    renderScreen(<ContactPage />, { path: '/contact' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('There was an error sending your message. Please try again.');
    expect(screen.getByRole('textbox', { name: /Last Name/ })).toHaveValue('Verma');
  });

  it('when a bot fills the hidden website field, then it is sent so the server can drop it', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(201, {}));
    const { container } = renderScreen(<ContactPage />, { path: '/contact' });
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await fill(user, honeypot, 'http://spam.example');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Message Sent Successfully'));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body).website).toBe('http://spam.example');
  });

  it('when the page shows, then the form posts to /contact/send and Subject is a native select', () => {
    const { container } = renderScreen(<ContactPage />, { path: '/contact' });
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact/send');
    const subject = screen.getByRole('combobox', { name: /Subject/ });
    expect(subject.tagName).toBe('SELECT');
    expect(subject).toHaveAttribute('name', 'subject');
    expect(within(subject).getByRole('option', { name: 'Tax Planning' })).toHaveValue('tax-planning');
  });
});

describe('ContactPage answered by the server (posted before the app started)', () => {
  it('when the message was invalid, then the field message shows and what was typed is kept', () => {
    renderScreen(
      <ContactPage
        submitted={{
          outcome: { status: 'invalid', errors: { firstName: 'First name is required' } },
          values: {
            firstName: '',
            lastName: 'Rao',
            email: 'rao@example.in',
            phone: '',
            subject: 'tax-planning',
            message: 'Please help me choose a regime.',
          },
        }}
      />,
      { path: '/contact/send' },
    );
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Last Name/ })).toHaveValue('Rao');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('rao@example.in');
    expect(screen.getByRole('combobox', { name: /Subject/ })).toHaveValue('tax-planning');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Please help me choose a regime.');
    expect(screen.queryByText('Message Sent Successfully')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the message was sent, then "Message Sent Successfully" shows and the form is empty', () => {
    renderScreen(<ContactPage submitted={{ outcome: { status: 'sent' } }} />, { path: '/contact/send' });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Message Sent Successfully');
    expect(notice).toHaveTextContent("Thank you for your message. We'll get back to you soon!");
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the message was refused, then the message from the server shows as an error', () => {
    renderScreen(
      <ContactPage
        submitted={{ outcome: { status: 'refused', message: 'Too many messages. Try later.' } }}
      />,
      { path: '/contact/send' },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Too many messages. Try later.');
  });
});
