/**
 * The mail port (CONTACT-MAIL-1): one message out through SMTP. Adapter: SmtpMailer (nodemailer), to the local
 * `maildev` catcher in local mode and to the practice's SMTP provider in production; tests pass a fake.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (multipart/alternative): a newsletter's post. */
  html?: string;
  replyTo?: string;
  /** Extra header lines: a newsletter's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves when the server accepted the message; rejects with MailError otherwise. */
  send(mail: OutgoingMail): Promise<void>;
}

/** A failed send. `permanent`: trying again cannot help (the server refused for good, or nothing is configured). */
export class MailError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'MailError';
  }
}
