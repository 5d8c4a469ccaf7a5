import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { TypographySystem } from '@mui/joy/styles';

const LEVELS: { level: keyof TypographySystem; earlier: string }[] = [
  { level: 'h1', earlier: 'h1' },
  { level: 'h2', earlier: 'h2' },
  { level: 'h3', earlier: 'h3' },
  { level: 'h4', earlier: 'h4' },
  { level: 'title-lg', earlier: 'h5' },
  { level: 'title-md', earlier: 'h6' },
  { level: 'title-sm', earlier: 'none' },
  { level: 'body-lg', earlier: 'none' },
  { level: 'body-md', earlier: 'body1' },
  { level: 'body-sm', earlier: 'body2' },
  { level: 'body-xs', earlier: 'body3' },
];

export default function TypographyLevelMap() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflowX: 'auto' }}>
      <Table aria-label="Typography levels" sx={{ minWidth: 320 }}>
        <thead>
          <tr>
            <th style={{ width: 110 }}>Level</th>
            <th>Sample</th>
            <th style={{ width: 110 }}>Closest earlier</th>
          </tr>
        </thead>
        <tbody>
          {LEVELS.map(({ level, earlier }) => (
            <tr key={level}>
              <td>
                <Typography level="body-sm" sx={{ fontFamily: 'code' }}>
                  {level}
                </Typography>
              </td>
              <td>
                <Typography level={level} component="span" noWrap>
                  Quarterly report
                </Typography>
              </td>
              <td>
                {earlier === 'none' ? (
                  <Typography level="body-xs">new</Typography>
                ) : (
                  <Chip size="sm" variant="soft" sx={{ fontFamily: 'code' }}>
                    {earlier}
                  </Chip>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
