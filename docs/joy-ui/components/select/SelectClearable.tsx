import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import IconButton from '@mui/joy/IconButton';
import CloseRounded from '@mui/icons-material/CloseRounded';

export default function SelectClearable() {
  const [assignee, setAssignee] = React.useState<string | null>('priya');
  const action = React.useRef<{ focusVisible(): void }>(null);
  return (
    <Select
      action={action}
      aria-label="Assignee"
      placeholder="Unassigned"
      value={assignee}
      onChange={(_event, newValue) => setAssignee(newValue)}
      // Joy's placeholder opacity, 0.64, leaves the text below 4.5:1 in light mode.
      sx={{ maxWidth: 260, '--Select-placeholderOpacity': 0.75 }}
      endDecorator={
        assignee !== null && (
          <IconButton
            size="sm"
            variant="plain"
            color="neutral"
            aria-label="Clear assignee"
            onMouseDown={(event) => event.stopPropagation()}
            onClick={() => {
              setAssignee(null);
              action.current?.focusVisible();
            }}
          >
            <CloseRounded />
          </IconButton>
        )
      }
    >
      <Option value="priya">Priya Raman</Option>
      <Option value="marcus">Marcus Lee</Option>
      <Option value="sofia">Sofia Alvarez</Option>
    </Select>
  );
}
