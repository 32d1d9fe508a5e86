import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import KeyIcon from '@mui/icons-material/Key';
import DevicesIcon from '@mui/icons-material/Devices';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import type { User } from '@36x/common';

export type AccountActionKind = 'reset' | 'end-sessions' | 'reset-two-factor';

/** The menu's entries, in order; `shown` leaves out what does not apply to the user. */
const ACTIONS: {
  kind: AccountActionKind;
  label: string;
  Icon: typeof KeyIcon;
  shown?: (u: User) => boolean;
}[] = [
  { kind: 'reset', label: 'Reset password', Icon: KeyIcon },
  { kind: 'end-sessions', label: 'End sessions', Icon: DevicesIcon },
  // Only someone with two-factor on has anything to reset (a lost phone).
  {
    kind: 'reset-two-factor',
    label: 'Reset two-factor sign-in',
    Icon: PhonelinkEraseIcon,
    shown: (u) => u.twoFactorEnabled,
  },
];

/** A user's account actions (ADMIN-ACCOUNT-2), behind one button so the row keeps Edit and Delete in view. */
export function AccountMenu({ user, onChoose }: { user: User; onChoose: (kind: AccountActionKind) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (kind: AccountActionKind) => {
    setAnchor(null);
    onChoose(kind);
  };
  const id = `account-menu-${user.id}`;
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Account actions for ${user.username}`}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {ACTIONS.filter((a) => a.shown?.(user) ?? true).map(({ kind, label, Icon }) => (
          <MenuItem key={kind} onClick={() => choose(kind)}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
