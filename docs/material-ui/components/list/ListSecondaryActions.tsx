import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

const initialFiles = [
  { name: 'invoice-2026-03.pdf', size: '182 KB' },
  { name: 'team-photo.jpg', size: '2.4 MB' },
  { name: 'roadmap-q2.key', size: '8.1 MB' },
];

export default function ListSecondaryActions() {
  const [files, setFiles] = React.useState(initialFiles);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 420 }}>
      <List aria-label="Attachments">
        {files.map((file) => (
          <ListItem
            key={file.name}
            secondaryAction={
              <>
                <IconButton aria-label={`Download ${file.name}`}>
                  <DownloadIcon />
                </IconButton>
                <IconButton
                  edge="end"
                  aria-label={`Delete ${file.name}`}
                  onClick={() =>
                    setFiles((current) => current.filter((item) => item !== file))
                  }
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </>
            }
            sx={{ pr: 12 }}
          >
            <ListItemText primary={file.name} secondary={file.size} />
          </ListItem>
        ))}
      </List>
      {files.length === 0 && (
        <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
          No attachments left.
        </Typography>
      )}
    </Paper>
  );
}
