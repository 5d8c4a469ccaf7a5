import React from 'react';
import clsx from 'clsx';
import { navFlags, readNavExtras } from '../../lib/nav';
import { useTranslate } from '../../providers/DocsConfig';
import styles from './styles.module.css';

/** Small chips after a sidebar label: New, Beta, Preview, Planned, Legacy, Deprecated, Pro/Premium. */
export default function NavFlagChips({ customProps, where }: { customProps?: Record<string, unknown>; where: string }) {
  const t = useTranslate();
  const extras = readNavExtras(customProps, where);
  const flags = navFlags(extras);
  if (flags.length === 0 && !extras.plan) return null;
  return (
    <span className={styles.chips}>
      {flags.map((flag) => (
        <span key={flag} className={clsx(styles.chip, styles[flag])} data-nav-flag={flag}>
          {t(`navFlags.${flag}`)}
        </span>
      ))}
      {extras.plan && (
        <span
          className={clsx(styles.chip, styles[extras.plan])}
          data-nav-flag={extras.plan}
          title={t(`navFlags.${extras.plan}Title`)}
        >
          {t(`navFlags.${extras.plan}`)}
        </span>
      )}
    </span>
  );
}
