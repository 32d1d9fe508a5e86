import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

type SearchTextFieldProps = Omit<TextFieldProps, 'type' | 'onChange' | 'slotProps'> & {
  value: string;
  onChange: (value: string) => void;
  /** The magnifier is the form's submit button (Enter too): what a GET form without scripts needs (SITE-START-2). */
  submits?: boolean;
};

/** A search box with a magnifier in front: the blog and video lists and the resources hub. */
export function SearchTextField({ value, onChange, submits = false, ...rest }: SearchTextFieldProps) {
  return (
    <TextField
      {...rest}
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              {submits ? (
                <IconButton type="submit" aria-label="Search" edge="start" size="small">
                  <SearchIcon aria-hidden />
                </IconButton>
              ) : (
                <SearchIcon aria-hidden />
              )}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
