import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const DEPLOYS = [
  { version: 'v3.8.2', author: 'Priya N.', duration: '2m 14s' },
  { version: 'v3.8.1', author: 'Jonas W.', duration: '2m 02s' },
  { version: 'v3.8.0', author: 'Priya N.', duration: '3m 40s' },
  { version: 'v3.7.9', author: 'Lea M.', duration: '1m 58s' },
  { version: 'v3.7.8', author: 'Samuel O.', duration: '2m 21s' },
  { version: 'v3.7.7', author: 'Jonas W.', duration: '2m 09s' },
  { version: 'v3.7.6', author: 'Lea M.', duration: '4m 03s' },
  { version: 'v3.7.5', author: 'Samuel O.', duration: '2m 17s' },
  { version: 'v3.7.4', author: 'Priya N.', duration: '1m 55s' },
  { version: 'v3.7.3', author: 'Jonas W.', duration: '2m 31s' },
];

export default function TableStickyHeader() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Deploy history"
      sx={{ height: 260, overflow: 'auto', borderRadius: 'sm' }}
    >
      <Table stickyHeader stickyFooter>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Deployed by</th>
            <th scope="col">Duration</th>
          </tr>
        </thead>
        <tbody>
          {DEPLOYS.map((deploy) => (
            <tr key={deploy.version}>
              <td>{deploy.version}</td>
              <td>{deploy.author}</td>
              <td>{deploy.duration}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>{DEPLOYS.length} deploys this week</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
