import { useDeferredValue, useRef, useState, type ReactNode } from 'react';
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
  const area = useRef<HTMLTextAreaElement>(null);
  const selection = useRef({ start: 0, end: 0 });
  // Typing stays quick in a long post: the preview catches up when React has time.
  const previewText = useDeferredValue(value);

  const remember = () => {
    const el = area.current;
    if (el) selection.current = { start: el.selectionStart, end: el.selectionEnd };
  };
  const apply = (edit: (text: string, start: number, end: number) => TextEdit) => {
    const el = area.current;
    const { start, end } = el ? { start: el.selectionStart, end: el.selectionEnd } : selection.current;
    const next = edit(value, start, end);
    onChange(next.value);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };
  const applyAtRemembered = (edit: (text: string, start: number, end: number) => TextEdit) => {
    const { start, end } = selection.current;
    const next = edit(value, start, end);
    onChange(next.value);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };

  const tool = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={label} key={label}>
      <IconButton size="small" aria-label={label} onClick={onClick} onMouseDown={(e) => e.preventDefault()}>
        {icon}
      </IconButton>
    </Tooltip>
  );

  const editor = (
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
      onBlur={() => {
        remember();
        onBlur();
      }}
      onSelect={remember}
      error={!!error}
      helperText={
        error ?? 'Markdown: ## heading, **bold**, _italic_, - list, > quote, [link](https://...), tables.'
      }
      slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 14 } } }}
    />
  );
  const preview = (
    <Paper
      variant="outlined"
      aria-label="Preview"
      role="region"
      data-testid="markdown-preview"
      sx={{ p: 2, minHeight: 320, maxHeight: 560, overflowY: 'auto' }}
    >
      {previewText.trim() ? (
        <Markdown content={previewText} />
      ) : (
        <Typography color="text.secondary">The preview shows here as you write.</Typography>
      )}
    </Paper>
  );

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        role="toolbar"
        aria-label="Formatting"
        sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.25 }}
      >
        {tool('Heading', <TitleIcon fontSize="small" />, () =>
          apply((t, s, e) => prefixLines(t, s, e, 'heading')),
        )}
        {tool('Bold', <FormatBoldIcon fontSize="small" />, () =>
          apply((t, s, e) => wrapSelection(t, s, e, '**', 'bold text')),
        )}
        {tool('Italic', <FormatItalicIcon fontSize="small" />, () =>
          apply((t, s, e) => wrapSelection(t, s, e, '_', 'italic text')),
        )}
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        {tool('Bulleted list', <FormatListBulletedIcon fontSize="small" />, () =>
          apply((t, s, e) => prefixLines(t, s, e, 'bullet')),
        )}
        {tool('Numbered list', <FormatListNumberedIcon fontSize="small" />, () =>
          apply((t, s, e) => prefixLines(t, s, e, 'numbered')),
        )}
        {tool('Quote', <FormatQuoteIcon fontSize="small" />, () =>
          apply((t, s, e) => prefixLines(t, s, e, 'quote')),
        )}
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        {tool('Link', <LinkIcon fontSize="small" />, () => {
          remember();
          setLinkText(value.slice(selection.current.start, selection.current.end));
          setDialog('link');
        })}
        {tool('Table', <TableChartIcon fontSize="small" />, () =>
          apply((t, s, e) => insertBlock(t, s, e, TABLE_TEMPLATE)),
        )}
        {tool('Image', <ImageIcon fontSize="small" />, () => {
          remember();
          setDialog('image');
        })}
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
      </Stack>
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
        onClose={() => setDialog(null)}
        onInsert={(text, url) => {
          setDialog(null);
          applyAtRemembered((t, s, e) => insertInline(t, s, e, linkMarkdown(text, url)));
        }}
      />
      <InsertImageDialog
        open={dialog === 'image'}
        onUploadingChange={onUploadingChange}
        onClose={() => setDialog(null)}
        onInsert={(alt, url) => {
          setDialog(null);
          applyAtRemembered((t, s, e) => insertBlock(t, s, e, imageMarkdown(alt, url)));
        }}
      />
    </Stack>
  );
}
