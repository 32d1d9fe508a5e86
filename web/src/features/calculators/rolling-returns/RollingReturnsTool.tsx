import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import { formatIndianNumber } from '@36x/common';
import { parseNavCsv, type NavCsvParseResult } from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { FieldRow } from '../components/FieldRow';
import { ChosenList } from '../components/ChosenList';
import { KeptTextField } from '../components/KeptTextField';
import { NumberField } from '../components/NumberField';
import { NumberFields } from '../components/NumberFields';
import { SelectField } from '../components/SelectField';
import { pickOption, textAsRupees } from '../parse';
import { useCalculation } from '../use-calculation';
import { listFieldName } from '../posted-inputs';
import { usePostedDraft } from '../components/ListButtons';
import { RadioField } from '../components/RadioField';
import {
  CATEGORY_OPTIONS,
  compute,
  DEFAULTS,
  MAX,
  MAX_FILE_BYTES,
  MIN,
  PERIODS,
  record,
  sanitizeSchemes,
  SOURCES,
  SPANS,
  type SchemeEntry,
  type Source,
} from './rolling-model';
import { RollingResult } from './RollingResults';

/** The scheme being added, with its NAV history in 'nav' mode, and adding it to the list (CALC-ROLLING). */
function useSchemeDraft(
  listKey: 'schemes' | 'navSchemes',
  source: Source,
  schemes: SchemeEntry[],
  changeList: (next: SchemeEntry[]) => void,
) {
  // The scheme being added; one typed but not added before the app ran comes back from the post (decision 047).
  const posted = usePostedDraft(listKey);
  const [draft, setDraft] = useState(() => ({
    name: posted?.name ?? '',
    category: pickOption(posted?.category ?? '', CATEGORY_OPTIONS, 'Large Cap'),
    nav: posted?.nav ?? '',
    csv: '',
    origin: '',
  }));
  const [fileError, setFileError] = useState<string | null>(null);
  // Stable, so typing a NAV renders that field only (NumberField is memoised, CALC-STATES-7).
  const setNav = useCallback((nav: string) => setDraft((d) => ({ ...d, nav })), []);

  const parsed = useMemo(() => (draft.csv.trim() ? parseNavCsv(draft.csv) : null), [draft.csv]);
  const historyOk = parsed?.ok === true;
  const full = schemes.length >= MAX;
  // CALC-ROLLING: Add is disabled if the name is blank, the NAV is empty or 6 schemes are added; with real data a valid history is needed too.
  const canAdd =
    draft.name.trim() !== '' && draft.nav.trim() !== '' && !full && (source === 'simulated' || historyOk);

  const setCsv = (csv: string, origin: string) => {
    const result = csv.trim() ? parseNavCsv(csv) : null;
    setDraft((d) => ({
      ...d,
      csv,
      origin,
      // The latest NAV of the history fills the NAV field when it is still empty.
      nav:
        d.nav.trim() === '' && result?.ok
          ? String(result.points[result.points.length - 1]?.nav ?? '')
          : d.nav,
    }));
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setFileError(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES)
      return setFileError('That file is larger than 2 MB. Keep only the date and NAV columns.');
    setCsv(await file.text(), file.name);
  };
  const add = () => {
    if (!canAdd) return;
    const entry: SchemeEntry = { name: draft.name.trim(), category: draft.category, nav: draft.nav.trim() };
    if (source === 'nav' && parsed?.ok)
      entry.history = { points: parsed.points, origin: draft.origin || 'pasted' };
    changeList([...schemes, entry]);
    setDraft((d) => ({ ...d, name: '', nav: '', csv: '', origin: '' }));
  };

  return { draft, setDraft, setNav, parsed, fileError, canAdd, setCsv, upload, add };
}

export default function RollingReturnsTool() {
  const calc = useCalculation({
    tool: 'rolling-returns',
    defaults: DEFAULTS,
    compute,
    record,
    restore: (f) => ({
      source: pickOption(f.source, SOURCES, 'simulated'),
      rollingPeriod: pickOption(f.rollingPeriod, PERIODS, DEFAULTS.rollingPeriod),
      analysisYears: pickOption(f.analysisYears, SPANS, DEFAULTS.analysisYears),
      schemes: sanitizeSchemes(f.schemes),
      navSchemes: [],
    }),
    local: ['navSchemes'],
  });
  const { form: config, pick, choose } = calc;
  const source = config.source;
  const listKey = source === 'nav' ? 'navSchemes' : 'schemes';
  const outcome = calc.result;
  const schemes: SchemeEntry[] = config[listKey];
  const changeList = (next: SchemeEntry[]) => pick(listKey, next);
  const { draft, setDraft, setNav, parsed, fileError, canAdd, setCsv, upload, add } = useSchemeDraft(
    listKey,
    source,
    schemes,
    changeList,
  );

  return (
    <CalculatorLayout
      calc={calc}
      submitLabel={schemes.length >= MIN ? 'Calculate Rolling Returns' : undefined}
      form={
        <>
          {/* In the form: the source posts with the rest before the app starts (decision 047). */}
          <Box>
            <RadioField
              name="source"
              label="Source of returns"
              value={source}
              options={SOURCES}
              onChange={choose('source')}
            />
            <Alert severity={source === 'simulated' ? 'warning' : 'info'} sx={{ mt: 1.5 }}>
              {source === 'simulated'
                ? 'Illustrative only: returns are simulated around a typical return for each category (reproducible, seed 36). They are not any scheme’s actual history. For real figures choose “My NAV history”.'
                : 'Paste or upload each scheme’s NAV history as two columns, date and NAV (e.g. 2024-04-01,152.34 or 01-Apr-2024,152.34). It stays in your browser and is not included in shared links.'}
            </Alert>
          </Box>
          <NumberFields
            {...calc.fields}
            rows={[
              [
                { name: 'rollingPeriod', label: 'Rolling period', options: PERIODS },
                { name: 'analysisYears', label: 'Analysis span', options: SPANS },
              ],
            ]}
          />
          <KeptTextField
            name={listFieldName(listKey, 'new', 'name')}
            size="small"
            fullWidth
            label="Scheme name"
            value={draft.name}
            onText={(name) => setDraft((d) => ({ ...d, name }))}
          />
          <FieldRow>
            <SelectField
              name={listFieldName(listKey, 'new', 'category')}
              label="Category"
              value={draft.category}
              options={CATEGORY_OPTIONS}
              onChange={(category) => setDraft((d) => ({ ...d, category }))}
            />
            <NumberField
              name={listFieldName(listKey, 'new', 'nav')}
              label="Latest NAV (₹)"
              value={draft.nav}
              onChange={setNav}
              min={0}
            />
          </FieldRow>
          {source === 'nav' && (
            <NavHistoryField
              csv={draft.csv}
              parsed={parsed}
              fileError={fileError}
              onCsv={setCsv}
              onUpload={upload}
            />
          )}
          <ChosenList
            list={listKey}
            addLabel="Add Scheme"
            canAdd={canAdd}
            onAdd={add}
            heading={`Schemes (${schemes.length}/${MAX})`}
            empty="Add 2 to 6 schemes to compare."
            listLabel="Schemes to compare"
            items={schemes.map((s) => ({
              name: s.name,
              detail: `${s.category} · NAV ${textAsRupees(s.nav)}${s.history ? ` · ${formatIndianNumber(s.history.points.length)} NAVs (${s.history.origin})` : ''}`,
              fields: { name: s.name, category: s.category, nav: s.nav },
            }))}
            onRemove={(index) => changeList(schemes.filter((_, i) => i !== index))}
          />
        </>
      }
      result={<RollingResult outcome={outcome} count={schemes.length} stale={calc.stale} />}
    />
  );
}

/** The NAV history of the scheme being added: pasted or uploaded, read in the browser, never posted. */
function NavHistoryField({
  csv,
  parsed,
  fileError,
  onCsv,
  onUpload,
}: {
  csv: string;
  parsed: NavCsvParseResult | null;
  fileError: string | null;
  onCsv: (csv: string, origin: string) => void;
  onUpload: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <Box>
      <noscript>
        <Alert severity="warning" sx={{ mb: 1 }}>
          Reading a NAV history needs JavaScript (it stays in your browser). Without it, use the illustrative
          simulation.
        </Alert>
      </noscript>
      <KeptTextField
        // Not posted: the history stays in the browser, as the note above the form promises.
        name={undefined}
        fullWidth
        multiline
        minRows={3}
        maxRows={8}
        label="NAV history (date,nav per line)"
        placeholder={'date,nav\n2015-04-01,21.45\n2015-04-02,21.60'}
        value={csv}
        onText={(text) => onCsv(text, 'pasted')}
        error={parsed?.ok === false}
        slotProps={{
          // rows: the server's height (MUI drops minRows there; see ContactForm's message).
          htmlInput: { rows: 3, spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } },
        }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" size="small" variant="outlined" startIcon={<UploadIcon />}>
          Upload CSV
          <input hidden type="file" accept=".csv,.txt,text/csv,text/plain" onChange={onUpload} />
        </Button>
        {parsed?.ok && (
          <Typography variant="body2" color="success.main">
            {formatIndianNumber(parsed.points.length)} NAVs, {parsed.points[0]?.date} to{' '}
            {parsed.points[parsed.points.length - 1]?.date}
          </Typography>
        )}
      </Stack>
      {fileError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {fileError}
        </Alert>
      )}
      {parsed && !parsed.ok && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {parsed.errors.map((e) => (
            <div key={e}>{e}</div>
          ))}
        </Alert>
      )}
    </Box>
  );
}
