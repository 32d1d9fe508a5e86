import { Box, Link, Typography } from '@mui/material';
import { MONTH_NAMES } from '@36x/common';
import type { Cited } from '@36x/common/finance';

/** '2026-11-25' → '25 November 2026' (from the text alone, so server and browser agree). */
export function longDateOf(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTH_NAMES[(m ?? 1) - 1]} ${y}`;
}

interface RulesNoteProps {
  /** The year's label, e.g. 'Tax year 2026-27'. */
  yearLabel: string;
  law: string;
  asOf: string;
  /** Values only secondary sources report: named, with their section and source. */
  reported: readonly { name: string; value: Cited<unknown> }[];
}

/**
 * "Rules as of <date>, <law>" under a tax result, and a plain list of the values that are reported rather than read
 * from the official text, each with where to confirm it.
 */
export function RulesNote({ yearLabel, law, asOf, reported }: RulesNoteProps) {
  return (
    <Box data-testid="rules-note" sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider' }}>
      <Typography variant="body2">
        <strong>
          Rules as of {longDateOf(asOf)}, {law}
        </strong>{' '}
        ({yearLabel}).
      </Typography>
      {reported.length > 0 && (
        <Box component="details" sx={{ mt: 0.5, '& summary': { cursor: 'pointer' } }}>
          <Typography component="summary" variant="body2" data-testid="rules-reported">
            {reported.length} value{reported.length === 1 ? ' is' : 's are'} reported by secondary sources,
            not yet confirmed from the official text
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {reported.map(({ name, value }) => (
              <Typography component="li" variant="body2" key={name}>
                {name}: {value.law}, {value.section}.
              </Typography>
            ))}
          </Box>
          {[...new Set(reported.map((r) => r.value.note).filter(Boolean))].map((note) => (
            <Typography variant="body2" key={note} sx={{ mt: 0.5 }}>
              {note}
            </Typography>
          ))}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Sources:{' '}
            {[...new Set(reported.map((r) => r.value.source))].map((source, i) => (
              <span key={source}>
                {i > 0 && ', '}
                <Link href={source} target="_blank" rel="noopener noreferrer">
                  {new URL(source).hostname.replace(/^www\./, '')}
                </Link>
              </span>
            ))}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
