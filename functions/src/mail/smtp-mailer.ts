import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config';
import { MailError, type Mailer, type OutgoingMail } from './mailer';

/** How long one attempt may take before it counts as failed (the outbox retries later). */
const TIMEOUT_MS = 10_000;

/** Mailer on nodemailer's SMTP transport. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly settings: SmtpConfig) {
    this.transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.settings.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        // With both, nodemailer writes multipart/alternative: text first, HTML as the richer part.
        ...(mail.html ? { html: mail.html } : {}),
        headers: mail.headers,
      });
    } catch (err) {
      const e = err as { message?: string; responseCode?: number; code?: string };
      // 5xx: the server refused this message for good (bad address, policy); 4xx and network errors may pass later.
      const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
      const reason = e.responseCode
        ? `${e.responseCode} ${e.message ?? ''}`
        : (e.code ?? e.message ?? 'error');
      throw new MailError(String(reason).slice(0, 300), permanent);
    }
  }
}
