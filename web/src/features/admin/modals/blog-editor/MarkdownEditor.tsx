import { Fragment, useDeferredValue, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  Box,
  Divider,
  IconButton,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import TitleIcon from '@mui/icons-material/Title';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import LinkIcon from '@mui/icons-material/Link';
import TableChartIcon from '@mui/icons-material/TableChart';
import ImageIcon from '@mui/icons-material/Image';
import { Markdown } from '../../../../components/markdown/Markdown';
import { InsertImageDialog, InsertLinkDialog } from './InsertDialogs';
import {
  TABLE_TEMPLATE,
  imageMarkdown,
  insertBlock,
  insertInline,
  linkMarkdown,
  prefixLines,
  wrapSelection,
  type TextEdit,
} from './markdown-edits';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  onUploadingChange?: (uploading: boolean) => void;
}

type Edit = (text: string, start: number, end: number) => TextEdit;

/**
 * The post body in markdown (ADMIN-PUBLISH): a small toolbar, the text, and a live preview drawn by the same component as
 * the public post page. Side by side on wide screens; Write / Preview tabs on phones.
 */
export function MarkdownEditor({ value, onChange, onBlur, error, onUploadingChange }: Props) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const [linkText, setLinkText] = useState('');
  const { area, selection, remember, apply, applyAtRemembered } = useTextEdits(value, onChange);
  // Typing stays quick in a long post: the preview catches up when React has time.
  const previewText = useDeferredValue(value);

  const editor = (
    <ContentField
      area={area}
      value={value}
      onChange={onChange}
      onBlur={() => {
        remember();
        onBlur();
      }}
      onSelect={remember}
      error={error}
    />
  );
  const preview = <MarkdownPreview text={previewText} />;
  const closeDialog = () => setDialog(null);
  /** A dialog's insertion goes where the selection was when it opened. */
  const insertFromDialog = (edit: Edit) => {
    closeDialog();
    applyAtRemembered(edit);
  };

  return (
    <Stack spacing={1}>
      <FormattingToolbar
        apply={apply}
        onLink={() => {
          remember();
          setLinkText(value.slice(selection.current.start, selection.current.end));
          setDialog('link');
        }}
        onImage={() => {
          remember();
          setDialog('image');
        }}
      >
        {!wide && (
          <Tabs
            value={tab}
            onChange={(_e, v: 'write' | 'preview') => setTab(v)}
            sx={{ ml: 'auto', minHeight: 36 }}
          >
            <Tab value="write" label="Write" sx={{ minHeight: 36, py: 0 }} />
            <Tab value="preview" label="Preview" sx={{ minHeight: 36, py: 0 }} />
          </Tabs>
        )}
      </FormattingToolbar>
      {wide ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}>
          {editor}
          {preview}
        </Box>
      ) : (
        <>
          <Box sx={{ display: tab === 'write' ? 'block' : 'none' }}>{editor}</Box>
          {tab === 'preview' && preview}
        </>
      )}
      <InsertLinkDialog
        open={dialog === 'link'}
        initialText={linkText}
        onClose={closeDialog}
        onInsert={(text, url) =>
          insertFromDialog((t, s, e) => insertInline(t, s, e, linkMarkdown(text, url)))
        }
      />
      <InsertImageDialog
        open={dialog === 'image'}
        onUploadingChange={onUploadingChange}
        onClose={closeDialog}
        onInsert={(alt, url) => insertFromDialog((t, s, e) => insertBlock(t, s, e, imageMarkdown(alt, url)))}
      />
    </Stack>
  );
}

/**
 * The text area and its last selection: a dialog takes the focus away, so its insert goes where the selection was
 * (`applyAtRemembered`); toolbar buttons keep the focus and use the live selection (`apply`).
 */
function useTextEdits(value: string, onChange: (value: string) => void) {
  const area = useRef<HTMLTextAreaElement>(null);
  const selection = useRef({ start: 0, end: 0 });

  const remember = () => {
    const el = area.current;
    if (el) selection.current = { start: el.selectionStart, end: el.selectionEnd };
  };
  const editAt = (edit: Edit, start: number, end: number) => {
    const next = edit(value, start, end);
    onChange(next.value);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };
  const apply = (edit: Edit) => {
    const el = area.current;
    const { start, end } = el ? { start: el.selectionStart, end: el.selectionEnd } : selection.current;
    editAt(edit, start, end);
  };
  const applyAtRemembered = (edit: Edit) => {
    const { start, end } = selection.current;
    editAt(edit, start, end);
  };
  return { area, selection, remember, apply, applyAtRemembered };
}

/** The toolbar's plain text edits, in the groups a divider ends (link, table and image follow). */
const TEXT_TOOLS: { label: string; Icon: typeof TitleIcon; edit: Edit }[][] = [
  [
    { label: 'Heading', Icon: TitleIcon, edit: (t, s, e) => prefixLines(t, s, e, 'heading') },
    { label: 'Bold', Icon: FormatBoldIcon, edit: (t, s, e) => wrapSelection(t, s, e, '**', 'bold text') },
    {
      label: 'Italic',
      Icon: FormatItalicIcon,
      edit: (t, s, e) => wrapSelection(t, s, e, '_', 'italic text'),
    },
  ],
  [
    {
      label: 'Bulleted list',
      Icon: FormatListBulletedIcon,
      edit: (t, s, e) => prefixLines(t, s, e, 'bullet'),
    },
    {
      label: 'Numbered list',
      Icon: FormatListNumberedIcon,
      edit: (t, s, e) => prefixLines(t, s, e, 'numbered'),
    },
    { label: 'Quote', Icon: FormatQuoteIcon, edit: (t, s, e) => prefixLines(t, s, e, 'quote') },
  ],
];

/** A toolbar button; mouse-down does not steal the focus, so the text selection stays. */
function ToolButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick} onMouseDown={(e) => e.preventDefault()}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** Heading, bold, italic, lists, quote, link, table and image; `children` go at the end (the phone tabs). */
function FormattingToolbar(props: {
  apply: (edit: Edit) => void;
  onLink: () => void;
  onImage: () => void;
  children?: ReactNode;
}) {
  const { apply, onLink, onImage, children } = props;
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label="Formatting"
      sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.25 }}
    >
      {TEXT_TOOLS.map((group, i) => (
        <Fragment key={i}>
          {group.map(({ label, Icon, edit }) => (
            <ToolButton
              key={label}
              label={label}
              icon={<Icon fontSize="small" />}
              onClick={() => apply(edit)}
            />
          ))}
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        </Fragment>
      ))}
      <ToolButton label="Link" icon={<LinkIcon fontSize="small" />} onClick={onLink} />
      <ToolButton
        label="Table"
        icon={<TableChartIcon fontSize="small" />}
        onClick={() => apply((t, s, e) => insertBlock(t, s, e, TABLE_TEMPLATE))}
      />
      <ToolButton label="Image" icon={<ImageIcon fontSize="small" />} onClick={onImage} />
      {children}
    </Stack>
  );
}

/** The markdown text itself. */
function ContentField(props: {
  area: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onSelect: () => void;
  error?: string;
}) {
  const { area, value, onChange, onBlur, onSelect, error } = props;
  return (
    <TextField
      label="Content"
      required
      fullWidth
      multiline
      minRows={14}
      name="content"
      id="field-content"
      inputRef={area}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      onSelect={onSelect}
      error={!!error}
      helperText={
        error ?? 'Markdown: ## heading, **bold**, _italic_, - list, > quote, [link](https://...), tables.'
      }
      slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 14 } } }}
    />
  );
}

/** The live preview, drawn like the public post page. */
function MarkdownPreview({ text }: { text: string }) {
  return (
    <Paper
      variant="outlined"
      aria-label="Preview"
      role="region"
      data-testid="markdown-preview"
      sx={{ p: 2, minHeight: 320, maxHeight: 560, overflowY: 'auto' }}
    >
      {text.trim() ? (
        <Markdown content={text} />
      ) : (
        <Typography color="text.secondary">The preview shows here as you write.</Typography>
      )}
    </Paper>
  );
}
