import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { listFieldName } from '../posted-inputs';
import { AddToListButton, RemoveFromListButton } from './ListButtons';

/**
 * One chosen entry: its name (also the Remove button's name), the line under it, and the fields it posts as
 * `<list>.<index>.<field>` (hidden inputs: the no-script post carries the list, decision 047).
 */
export type ChosenItem = { name: string; detail: string; fields: Record<string, string> };

/**
 * The Add button and the list of what a tool compares (the fund overlap's funds, the rolling returns' schemes):
 * a heading with the count, a hint while the list is empty, each entry with its Remove button. `list` is the form
 * key: Add and Remove post under it before the app starts (ListButtons).
 */
export function ChosenList({
  list,
  addLabel,
  canAdd,
  onAdd,
  heading,
  empty,
  listLabel,
  items,
  onRemove,
}: {
  list: string;
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
      <AddToListButton
        list={list}
        variant="outlined"
        startIcon={<AddIcon />}
        onAdd={onAdd}
        cannotAdd={!canAdd}
        sx={{ alignSelf: 'flex-start' }}
      >
        {addLabel}
      </AddToListButton>
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
                  <RemoveFromListButton
                    edge="end"
                    list={list}
                    index={index}
                    label={`Remove ${item.name}`}
                    onRemove={() => onRemove(index)}
                  />
                }
              >
                <ListItemText primary={item.name} secondary={item.detail} />
                {Object.entries(item.fields).map(([field, value]) => (
                  <input key={field} type="hidden" name={listFieldName(list, index, field)} value={value} />
                ))}
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </>
  );
}
