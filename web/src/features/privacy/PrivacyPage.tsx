import type { ReactNode } from 'react';
import { Box, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { NEWSLETTER_NOTICE, PROCESSORS, RETENTION } from '@36x/common';
import { PageBanner } from '../../components/ui/PageBanner';
import { practice, practiceMailto } from '../../content/practice';
import { paths } from '../../lib/paths';

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The date this notice last changed; change it with the text. */
export const PRIVACY_NOTICE_DATE = '6 December 2026';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ '& p': { mb: 1.5 }, '& li': { mb: 0.75 } }}>{children}</Box>
    </Box>
  );
}

/**
 * /privacy: what the site collects, why, how long it is kept and whom to ask (Digital Personal Data Protection Act,
 * 2023: notice under s. 5, consent under s. 6, erasure under s. 12, grievances under s. 13). Linked from the contact
 * form's consent line and the subscribe forms. Every period and processor it names is read from common/src/privacy.ts,
 * the constants the code applies (decision 049); PrivacyPage.test.tsx keeps the two in step.
 */
export default function PrivacyPage() {
  const erasureMail = practiceMailto('Privacy request: erase my data');
  return (
    <>
      <PageBanner id="privacy-title" overline="Privacy" title="Privacy Notice">
        What we collect when you use this site, why, how long we keep it, and how to have it corrected or
        erased.
      </PageBanner>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Last updated {PRIVACY_NOTICE_DATE}. {practice.name} ({lowerFirst(practice.legalNote)}) is
          responsible for the personal data described here.
        </Typography>
        <Part id="privacy-what" title="What we collect">
          <ul>
            <li>
              <strong>When you write to us</strong> through the{' '}
              <Link component={RouterLink} to={paths.contact}>
                contact form
              </Link>
              : your first and last name, email address, phone number if you give one, the subject you choose
              and your message. If you came from a calculator&apos;s &ldquo;Discuss this with us&rdquo; link,
              we also note which calculator, and the figures it put in your message.
            </li>
            <li>
              <strong>When you subscribe to our newsletter</strong> (the form at the foot of every page and
              under our articles): your email address, and a record of your consent: when you gave it, which
              form you used, and the exact words you were shown, which are: &ldquo;{NEWSLETTER_NOTICE}&rdquo;
            </li>
            <li>
              <strong>When you use a calculator</strong>: the figures you enter and the result, recorded
              without your name, email, phone or address, so we can see which tools are useful. The
              calculators never ask who you are.
            </li>
            <li>
              <strong>What we do not collect</strong>: no account, no advertising or tracking cookies. Your
              browser&apos;s address reaches our servers with every request, as with any website; we use it
              only to stop abuse (a count of how often a form was sent from it in the last minute or hour) and
              do not keep it with your message or subscription.
            </li>
          </ul>
        </Part>
        <Part id="privacy-why" title="Why we use it, and your consent">
          <p>
            <strong>Messages</strong>: only to answer you: to read your message, reply by email or phone, and
            keep a note of what we discussed. We send one email to our own inbox when your message arrives so
            that someone sees it promptly, and may send you a short acknowledgement. Sending the form is your
            consent to this use. We never sell or share your details for marketing, and we do not make cold
            calls.
          </p>
          <p>
            <strong>Newsletter</strong>: only to send you our tax-deadline reminders and new articles. You are
            subscribed only after you press the button in the confirmation email we send (the link works for{' '}
            {RETENTION.confirmLinkDays} days); until then you receive nothing else from us. Every newsletter
            has a one-click unsubscribe link.
          </p>
          <p>
            You can withdraw your consent at any time, as easily as you gave it: unsubscribe from any
            newsletter, or ask us to erase your data (below). That does not undo emails already sent.
          </p>
        </Part>
        <Part id="privacy-who" title="Who else handles it">
          <p>
            These service providers process the data for us, on our instructions only (our website runs in
            Google Cloud&apos;s Mumbai region):
          </p>
          <ul>
            {PROCESSORS.map((p) => (
              <li key={p.name}>
                <strong>{p.name}</strong>: {p.purpose}.
              </li>
            ))}
          </ul>
          <p>Nobody else receives your data, unless the law requires us to disclose it.</p>
        </Part>
        <Part id="privacy-how-long" title="How long we keep it">
          <ul>
            <li>
              <strong>Messages</strong> stay while we are answering them. Once closed (or marked as spam), a
              message is deleted automatically {RETENTION.enquiryMonths} months after it arrived, with the
              emails it produced. If you become a client, what we need for the engagement is kept under our
              professional record-keeping duties, which we will explain to you then.
            </li>
            <li>
              <strong>A newsletter sign-up you never confirm</strong> is deleted, with its confirmation email,{' '}
              {RETENTION.pendingSubscriberDays} days after you signed up.
            </li>
            <li>
              <strong>When you unsubscribe</strong>, we forget your address at once. We keep only a one-way
              fingerprint of it (a hash, from which the address cannot be read back), the time and how you
              left, so that we can prove and honour your choice and never write to you again by mistake.
            </li>
            <li>
              <strong>Our records of staff actions</strong> say when something was erased, how many items and
              why, never whose data it was.
            </li>
          </ul>
        </Part>
        <Part id="privacy-rights" title="Your rights, and whom to ask">
          <p>
            You may ask what we hold about you, have it corrected, or have it erased at any time. Write to{' '}
            <Link href={erasureMail}>{practice.email}</Link> from the address you used, or call{' '}
            <Link href={practice.phone.href}>{practice.phone.display}</Link>. We act on a request within 30
            days: one erasure removes every message you sent us, our notes about them, the emails about them
            and your newsletter subscription.
          </p>
          <p>
            If you are not satisfied with our answer, you may complain to the Data Protection Board of India.
          </p>
        </Part>
      </Container>
    </>
  );
}
