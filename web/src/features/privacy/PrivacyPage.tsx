import type { ReactNode } from 'react';
import { Box, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_CONTACT_RETENTION_MONTHS } from '@36x/common';
import { PageBanner } from '../../components/ui/PageBanner';
import { practice, practiceMailto } from '../../content/practice';
import { paths } from '../../lib/paths';

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The date this notice last changed; change it with the text. */
export const PRIVACY_NOTICE_DATE = '25 November 2026';

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
 * 2023: notice under s. 5, erasure under s. 12, grievances under s. 13). Linked from the contact form's consent line.
 */
export default function PrivacyPage() {
  const erasureMail = practiceMailto('Privacy request: erase my message');
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
              <strong>When you use a calculator</strong>: the figures you enter and the result, recorded
              without your name, email, phone or address, so we can see which tools are useful. The
              calculators never ask who you are.
            </li>
            <li>
              <strong>What we do not collect</strong>: no account, no advertising or tracking cookies, no
              newsletter sign-up. Your browser&apos;s address reaches our servers with every request, as with
              any website; we use it only to stop abuse (limits on how often a form can be sent) and do not
              keep it with your message.
            </li>
          </ul>
        </Part>
        <Part id="privacy-why" title="Why we use it">
          <p>
            Only to answer your message: to read it, reply by email or phone, and keep a note of what we
            discussed. We send one email to our own inbox when your message arrives so that someone sees it
            promptly. We never sell or share your details for marketing, and we do not make cold calls.
          </p>
          <p>
            Sending the form is your consent to this use. You can withdraw it at any time by asking us to
            erase your message (below); that does not undo replies already sent.
          </p>
        </Part>
        <Part id="privacy-who" title="Who else handles it">
          <p>
            Our website runs on Google Firebase (Google Cloud, Mumbai region), which stores the messages for
            us, and our email provider delivers the notification email. They process the data on our
            instructions only. Nobody else receives it, unless the law requires us to disclose it.
          </p>
        </Part>
        <Part id="privacy-how-long" title="How long we keep it">
          <p>
            A message stays while we are answering it. Once it is closed (or marked as spam), it is deleted
            automatically {DEFAULT_CONTACT_RETENTION_MONTHS} months after it arrived, with the emails it
            produced. If you become a client, what we need for the engagement is kept under our professional
            record-keeping duties, which we will explain to you then.
          </p>
        </Part>
        <Part id="privacy-rights" title="Your rights, and whom to ask">
          <p>
            You may ask what we hold about you, have it corrected, or have your message erased at any time.
            Write to <Link href={erasureMail}>{practice.email}</Link> from the address you used, or call{' '}
            <Link href={practice.phone.href}>{practice.phone.display}</Link>. We act on a request within 30
            days, and keep only a note that an enquiry was erased and why, never its contents.
          </p>
          <p>
            If you are not satisfied with our answer, you may complain to the Data Protection Board of India.
          </p>
        </Part>
      </Container>
    </>
  );
}
