import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const FILES = [
  { name: 'Q1 report.pdf', size: '2.4 MB', modified: 'Apr 3' },
  { name: 'Brand guide.fig', size: '18.1 MB', modified: 'Mar 28' },
  { name: 'Payroll.xlsx', size: '640 KB', modified: 'Mar 25' },
  { name: 'Team photo.jpg', size: '4.9 MB', modified: 'Mar 19' },
];

export default function TableSelection() {
  const [selected, setSelected] = React.useState<string[]>(['Payroll.xlsx']);
  const allSelected = selected.length === FILES.length;
  const someSelected = selected.length > 0 && !allSelected;
  const toggle = (name: string) =>
    setSelected((list) =>
      list.includes(name) ? list.filter((item) => item !== name) : [...list, name],
    );
  return (
    <div>
      <Typography level="body-sm" aria-live="polite" sx={{ mb: 1 }}>
        {selected.length} of {FILES.length} files selected
      </Typography>
      <Table
        sx={(theme) => ({
          '& tbody tr[data-selected]': {
            '--TableCell-dataBackground': theme.vars.palette.primary.softBg,
          },
        })}
      >
        <thead>
          <tr>
            <th scope="col" style={{ width: 48 }}>
              <Checkbox
                size="sm"
                checked={allSelected}
                indeterminate={someSelected}
                onChange={(event) =>
                  setSelected(
                    event.target.checked ? FILES.map((file) => file.name) : [],
                  )
                }
                slotProps={{
                  input: {
                    'aria-label': 'Select all files',
                    // Joy sets aria-checked="mixed" only; the native state must match it.
                    ref: (input: HTMLInputElement | null) => {
                      if (input) input.indeterminate = someSelected;
                    },
                  },
                }}
              />
            </th>
            <th scope="col">Name</th>
            <th scope="col">Size</th>
            <th scope="col">Modified</th>
          </tr>
        </thead>
        <tbody>
          {FILES.map((file) => {
            const isSelected = selected.includes(file.name);
            return (
              <tr key={file.name} data-selected={isSelected ? '' : undefined}>
                <td>
                  <Checkbox
                    size="sm"
                    checked={isSelected}
                    onChange={() => toggle(file.name)}
                    slotProps={{ input: { 'aria-label': `Select ${file.name}` } }}
                  />
                </td>
                <td>{file.name}</td>
                <td>{file.size}</td>
                <td>{file.modified}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
