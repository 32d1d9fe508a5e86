import { Box, Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';

/** One chosen entry: its name (also the Remove button's name) and the line under it. */
export type ChosenItem = { name: string; detail: string };

/**
 * The Add button and the list of what a tool compares (the fund overlap's funds, the rolling returns' schemes):
 * a heading with the count, a hint while the list is empty, each entry with its Remove button.
 */
export function ChosenList({
  addLabel,
  canAdd,
  onAdd,
  heading,
  empty,
  listLabel,
  items,
  onRemove,
}: {
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  heading: string;
  empty: string;
  listLabel: string;
  items: ChosenItem[];
  onRemove: (index: number) => void;
}) {
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={onAdd}
        disabled={!canAdd}
        sx={{ alignSelf: 'flex-start' }}
      >
        {addLabel}
      </Button>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {empty}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={listLabel}>
            {items.map((item, index) => (
              <ListItem
                key={`${item.name}-${index}`}
                disableGutters
                secondaryAction={
                  <IconButton edge="end" aria-label={`Remove ${item.name}`} onClick={() => onRemove(index)}>
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={item.name} secondary={item.detail} />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </>
  );
}
