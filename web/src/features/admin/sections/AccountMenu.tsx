import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import KeyIcon from '@mui/icons-material/Key';
import DevicesIcon from '@mui/icons-material/Devices';
import type { User } from '@36x/common';

type AccountAction = 'reset' | 'end-sessions';

/** The menu's entries, in order. */
const ACTIONS: { kind: AccountAction; label: string; Icon: typeof KeyIcon }[] = [
  { kind: 'reset', label: 'Reset password', Icon: KeyIcon },
  { kind: 'end-sessions', label: 'End sessions', Icon: DevicesIcon },
];

/** A user's account actions (ADMIN-ACCOUNT-2), behind one button so the row keeps Edit and Delete in view. */
export function AccountMenu({ user, onChoose }: { user: User; onChoose: (kind: AccountAction) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (kind: AccountAction) => {
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
        {ACTIONS.map(({ kind, label, Icon }) => (
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
