import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem } from '@mui/base/MenuItem';
import { FileIcon, MoreVerticalIcon } from './icons';
import styles from './MenuIconButton.module.css';

const files = [
  { name: 'Q3 report.pdf', size: '2.4 MB' },
  { name: 'Brand guidelines.fig', size: '18 MB' },
  { name: 'Team offsite budget.xlsx', size: '96 KB' },
];

export default function MenuIconButton() {
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  return (
    <div>
      <ul aria-label="Shared files" className={styles.list}>
        {files.map((file) => (
          <li key={file.name} className={styles.row}>
            <FileIcon />
            <span className={styles.fileName}>{file.name}</span>
            <span className={styles.fileSize}>{file.size}</span>
            <Dropdown>
              <MenuButton
                aria-label={`More actions for ${file.name}`}
                className={styles.button}
              >
                <MoreVerticalIcon />
              </MenuButton>
              <Menu
                slotProps={{
                  root: {
                    className: styles.popup,
                    placement: 'bottom-end',
                    offset: 4,
                  },
                  listbox: { className: styles.listbox },
                }}
              >
                <MenuItem
                  className={styles.item}
                  onClick={() => setLastAction(`Rename ${file.name}`)}
                >
                  Rename
                </MenuItem>
                <MenuItem
                  className={styles.item}
                  onClick={() => setLastAction(`Download ${file.name}`)}
                >
                  Download
                </MenuItem>
                <MenuItem
                  className={`${styles.item} ${styles.danger}`}
                  onClick={() => setLastAction(`Delete ${file.name}`)}
                >
                  Delete
                </MenuItem>
              </Menu>
            </Dropdown>
          </li>
        ))}
      </ul>
      <p className={styles.status}>Last chosen: {lastAction ?? 'nothing yet'}</p>
    </div>
  );
}
