import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const pages = [
  { label: 'Dashboard', href: '#dashboard' },
  { label: 'Orders', href: '#orders' },
  { label: 'Customers', href: '#customers' },
];

export default function TabsNav() {
  const [value, setValue] = React.useState(0);

  return (
    <nav aria-label="Store admin">
      <Tabs value={value} onChange={(_event, next: number) => setValue(next)}>
        {pages.map((page, index) => (
          <Tab
            key={page.href}
            component="a"
            href={page.href}
            label={page.label}
            aria-current={value === index ? 'page' : undefined}
            onClick={(event: React.MouseEvent<HTMLAnchorElement>) =>
              event.preventDefault()
            }
          />
        ))}
      </Tabs>
    </nav>
  );
}
