import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import KeyIcon from '@mui/icons-material/Key';
import DevicesIcon from '@mui/icons-material/Devices';
import type { User } from '@36x/common';

/** A user's account actions (ADMIN-ACCOUNT-2), behind one button so the row keeps Edit and Delete in view. */
export function AccountMenu({
  user,
  onChoose,
}: {
  user: User;
  onChoose: (kind: 'reset' | 'end-sessions') => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (kind: 'reset' | 'end-sessions') => {
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
        <MenuItem onClick={() => choose('reset')}>
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Reset password</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => choose('end-sessions')}>
          <ListItemIcon>
            <DevicesIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>End sessions</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
